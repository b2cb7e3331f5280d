// The member-admin module's door for other modules: nothing of it is used outside yet (the back office's
// member management, decision 0056, is reached only through its routes).

export {};
