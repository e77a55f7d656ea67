//! Explicit game graphs: vertices, edges (coloured for partizan games,
//! possibly cyclic) and tokens, read from a text or JSON file.
