// The partners module's door for other modules (decision 0066): nothing of it is used outside.

export {};
