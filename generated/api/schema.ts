// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* eslint-disable */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ApiError
         * @description Shared failure body of every operation. `message` is the server's detail; `fields` maps form field names to their error text.
         */
        ApiError: {
            /** @description Appliance status code (non-zero on failure). */
            code: number;
            /** @description Field errors keyed by request field name (e.g. newpasswd, oldpasswd, user). */
            fields?: {
                [key: string]: string;
            };
            /** @description Server's detail text. */
            message: string;
        };
    };
    responses: {
        /** @description The call failed; `message` is the server's detail, shown where the spec says so. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The session has ended. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        /** @description ADOM name (e.g. root). */
        adomName: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaApiError = components['schemas']['ApiError'];
export type ResponseError = components['responses']['Error'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ParameterAdomName = components['parameters']['adomName'];
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
