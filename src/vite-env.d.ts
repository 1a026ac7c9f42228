/// <reference types="vite/client" />
/** true in a build against the mock server: the persona switch and fault injection exist only there */
declare const __MOCK__: boolean;
