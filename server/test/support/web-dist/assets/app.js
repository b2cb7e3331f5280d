console.log('app');
