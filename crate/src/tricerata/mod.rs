//! # Tricérata — Vincent Lesbros's mancala on a grid of cells (to be written).
