//! STEP: STEP-DL compiler, encoding engine and trace file format.
