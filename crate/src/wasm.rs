//! The wasm boundary (to be written): the only module that imports wasm-bindgen.
