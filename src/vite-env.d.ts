/// <reference types="vite/client" />

/** Host of the server that the dev/preview proxy forwards /v1 to, or '' (see vite.config.ts). */
declare const __WORLDS_API_PROXY_HOST__: string;
