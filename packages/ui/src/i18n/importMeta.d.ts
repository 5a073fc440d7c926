// import.meta.glob is compiled away by Vite (apps) and Vitest (tests); only its types are needed,
// and only the ImportMeta part of vite/client, not its asset-module declarations.
/// <reference types="vite/types/importMeta.d.ts" />
