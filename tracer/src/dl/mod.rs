//! STEP-DL: lexer, parser, AST and the resolver that turns source text into a
//! [`Schema`](crate::schema::Schema), reporting errors as `file:line:column: message`.

pub mod ast;
pub mod lexer;
pub mod parser;
pub mod resolve;

use crate::schema::Schema;

/// A 1-based source position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, PartialOrd, Ord)]
pub struct Loc {
    /// Line, from 1.
    pub line: u32,
    /// Column (in characters), from 1.
    pub column: u32,
}

/// A located STEP-DL compile error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{}:{}: {message}", loc.line, loc.column)]
pub struct CompileError {
    /// The file name given to the compiler.
    pub file: String,
    /// Where the problem is.
    pub loc: Loc,
    /// What is wrong.
    pub message: String,
}

impl CompileError {
    /// Build an error.
    pub fn new(file: &str, loc: Loc, message: String) -> CompileError {
        CompileError {
            file: file.to_string(),
            loc,
            message,
        }
    }
}

/// Compile STEP-DL source text into a schema.
pub fn compile(file: &str, source: &str) -> Result<Schema, CompileError> {
    let toks = lexer::tokenize(file, source)?;
    let eof = end_loc(source);
    let ast = parser::parse(file, &toks, eof)?;
    resolve::resolve(file, source, &ast)
}

fn end_loc(src: &str) -> Loc {
    let mut loc = Loc { line: 1, column: 1 };
    for c in src.chars() {
        if c == '\n' {
            loc.line += 1;
            loc.column = 1;
        } else {
            loc.column += 1;
        }
    }
    loc
}
