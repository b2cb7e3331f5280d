// The landers module's door for other modules: nothing of it is used outside yet.

export {};
