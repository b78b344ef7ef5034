//! Tokenizer for STEP-DL: comments (`//`, `#`, `/* */`), string literals,
//! identifiers, integers, punctuation and object-like `#define NAME text` macros.

use super::{CompileError, Loc};
use std::collections::HashMap;

/// A token kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tok {
    /// An identifier or keyword.
    Ident(String),
    /// A string literal (escapes resolved).
    Str(String),
    /// An unsigned integer literal.
    Int(u64),
    /// One punctuation character: `{ } < > : ; , . ~ ! [ ] *`.
    Punct(char),
}

impl Tok {
    /// How the token is shown in an error message.
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Str(s) => format!("string \"{s}\""),
            Tok::Int(n) => format!("'{n}'"),
            Tok::Punct(c) => format!("'{c}'"),
        }
    }
}

/// A token with its location.
#[derive(Debug, Clone)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Where it starts (for macro expansions: where the macro was used).
    pub loc: Loc,
}

const MAX_MACRO_DEPTH: usize = 32;

struct Lexer<'a> {
    file: &'a str,
    chars: Vec<char>,
    pos: usize,
    line: u32,
    col: u32,
}

impl<'a> Lexer<'a> {
    fn err(&self, loc: Loc, msg: String) -> CompileError {
        CompileError::new(self.file, loc, msg)
    }
    fn loc(&self) -> Loc {
        Loc {
            line: self.line,
            column: self.col,
        }
    }
    fn peek(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).copied()
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.chars.get(self.pos).copied()?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }
    /// True if only whitespace precedes the current position on its line.
    fn at_line_start(&self) -> bool {
        let mut i = self.pos;
        while i > 0 {
            let c = self.chars[i - 1];
            if c == '\n' {
                return true;
            }
            if c != ' ' && c != '\t' && c != '\r' {
                return false;
            }
            i -= 1;
        }
        true
    }
    fn skip_line(&mut self) {
        while let Some(c) = self.peek(0) {
            if c == '\n' {
                break;
            }
            self.bump();
        }
    }
}

/// Tokenize `src`, expanding `#define` macros. `file` names the source in errors.
pub fn tokenize(file: &str, src: &str) -> Result<Vec<Token>, CompileError> {
    let mut macros: HashMap<String, Vec<Token>> = HashMap::new();
    let raw = lex(file, src, 1, 1, &mut macros, true)?;
    let mut out = Vec::with_capacity(raw.len());
    for t in raw {
        expand(file, t, &macros, &mut out, 0)?;
    }
    Ok(out)
}

fn expand(
    file: &str,
    t: Token,
    macros: &HashMap<String, Vec<Token>>,
    out: &mut Vec<Token>,
    depth: usize,
) -> Result<(), CompileError> {
    if let Tok::Ident(name) = &t.tok {
        if let Some(body) = macros.get(name) {
            if depth >= MAX_MACRO_DEPTH {
                return Err(CompileError::new(
                    file,
                    t.loc,
                    format!("macro '{name}' expands recursively"),
                ));
            }
            for b in body {
                expand(
                    file,
                    Token {
                        tok: b.tok.clone(),
                        loc: t.loc,
                    },
                    macros,
                    out,
                    depth + 1,
                )?;
            }
            return Ok(());
        }
    }
    out.push(t);
    Ok(())
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}
fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

fn lex(
    file: &str,
    src: &str,
    line: u32,
    col: u32,
    macros: &mut HashMap<String, Vec<Token>>,
    allow_define: bool,
) -> Result<Vec<Token>, CompileError> {
    let mut lx = Lexer {
        file,
        chars: src.chars().collect(),
        pos: 0,
        line,
        col,
    };
    let mut toks = Vec::new();
    while let Some(c) = lx.peek(0) {
        let loc = lx.loc();
        match c {
            ' ' | '\t' | '\r' | '\n' | '\u{feff}' | '\u{c}' => {
                lx.bump();
            }
            '/' if lx.peek(1) == Some('/') => lx.skip_line(),
            '/' if lx.peek(1) == Some('*') => {
                lx.bump();
                lx.bump();
                loop {
                    match lx.peek(0) {
                        None => return Err(lx.err(loc, "unterminated comment '/*'".into())),
                        Some('*') if lx.peek(1) == Some('/') => {
                            lx.bump();
                            lx.bump();
                            break;
                        }
                        Some(_) => {
                            lx.bump();
                        }
                    }
                }
            }
            '#' => {
                let line_start = lx.at_line_start();
                lx.bump();
                let word: String = lx.chars[lx.pos..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .collect();
                if allow_define && line_start && word == "define" {
                    for _ in 0..6 {
                        lx.bump();
                    }
                    while matches!(lx.peek(0), Some(' ' | '\t')) {
                        lx.bump();
                    }
                    let nloc = lx.loc();
                    let mut name = String::new();
                    while let Some(c) = lx.peek(0).filter(|c| is_ident_char(*c)) {
                        name.push(c);
                        lx.bump();
                    }
                    if name.is_empty() || !is_ident_start(name.chars().next().unwrap_or('0')) {
                        return Err(lx.err(nloc, "expecting: macro name after '#define'".into()));
                    }
                    if lx.peek(0) == Some('(') {
                        return Err(lx.err(
                            lx.loc(),
                            format!("macro '{name}': only object-like macros are supported"),
                        ));
                    }
                    // Body: rest of the line, with '\' line continuations.
                    let bloc = lx.loc();
                    let mut body = String::new();
                    while let Some(c) = lx.peek(0) {
                        if c == '\\' && matches!(lx.peek(1), Some('\n')) {
                            lx.bump();
                            lx.bump();
                            body.push(' ');
                            continue;
                        }
                        if c == '\\' && lx.peek(1) == Some('\r') && lx.peek(2) == Some('\n') {
                            lx.bump();
                            lx.bump();
                            lx.bump();
                            body.push(' ');
                            continue;
                        }
                        if c == '\n' {
                            break;
                        }
                        body.push(c);
                        lx.bump();
                    }
                    let btoks = lex(file, &body, bloc.line, bloc.column, macros, false)?;
                    macros.insert(name, btoks);
                } else {
                    lx.skip_line();
                }
            }
            '"' => {
                lx.bump();
                let mut s = String::new();
                loop {
                    match lx.bump() {
                        None | Some('\n') => {
                            return Err(lx.err(loc, "unterminated string literal".into()))
                        }
                        Some('"') => break,
                        Some('\\') => {
                            let eloc = lx.loc();
                            match lx.bump() {
                                Some('n') => s.push('\n'),
                                Some('t') => s.push('\t'),
                                Some('r') => s.push('\r'),
                                Some('"') => s.push('"'),
                                Some('\'') => s.push('\''),
                                Some('\\') => s.push('\\'),
                                Some('0') => s.push('\0'),
                                Some('u') => {
                                    let hex: String = (0..4).filter_map(|_| lx.bump()).collect();
                                    let ch = u32::from_str_radix(&hex, 16)
                                        .ok()
                                        .and_then(char::from_u32)
                                        .ok_or_else(|| {
                                            lx.err(eloc, format!("bad escape '\\u{hex}'"))
                                        })?;
                                    s.push(ch);
                                }
                                Some(o) => {
                                    return Err(lx.err(eloc, format!("unknown escape '\\{o}'")))
                                }
                                None => {
                                    return Err(lx.err(loc, "unterminated string literal".into()))
                                }
                            }
                        }
                        Some(o) => s.push(o),
                    }
                }
                toks.push(Token {
                    tok: Tok::Str(s),
                    loc,
                });
            }
            c if is_ident_start(c) => {
                let mut s = String::new();
                while let Some(c) = lx.peek(0).filter(|c| is_ident_char(*c)) {
                    s.push(c);
                    lx.bump();
                }
                toks.push(Token {
                    tok: Tok::Ident(s),
                    loc,
                });
            }
            c if c.is_ascii_digit() => {
                let mut s = String::new();
                while let Some(c) = lx.peek(0).filter(|c| c.is_ascii_alphanumeric()) {
                    s.push(c);
                    lx.bump();
                }
                let n = s
                    .parse::<u64>()
                    .map_err(|_| lx.err(loc, format!("bad integer literal '{s}'")))?;
                toks.push(Token {
                    tok: Tok::Int(n),
                    loc,
                });
            }
            '{' | '}' | '<' | '>' | ':' | ';' | ',' | '.' | '~' | '!' | '[' | ']' | '*' => {
                lx.bump();
                toks.push(Token {
                    tok: Tok::Punct(c),
                    loc,
                });
            }
            other => {
                return Err(lx.err(loc, format!("unknown token: '{}'", other.escape_debug())));
            }
        }
    }
    Ok(toks)
}
