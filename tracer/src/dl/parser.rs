//! Recursive-descent parser from tokens to the [`ast`](super::ast) (figure 3.1,
//! slightly relaxed: fields and modifiers may be interleaved in a record body).

use super::ast::*;
use super::lexer::{Tok, Token};
use super::{CompileError, Loc};

struct Parser<'a> {
    file: &'a str,
    toks: &'a [Token],
    pos: usize,
    eof: Loc,
}

/// Parse a token stream. `eof` is the location reported for an unexpected end of input.
pub fn parse(file: &str, toks: &[Token], eof: Loc) -> Result<File, CompileError> {
    let mut p = Parser {
        file,
        toks,
        pos: 0,
        eof,
    };
    let mut defs = Vec::new();
    while p.pos < toks.len() {
        defs.push(p.definition()?);
    }
    Ok(File { defs })
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }
    fn peek_at(&self, k: usize) -> Option<&Tok> {
        self.toks.get(self.pos + k).map(|t| &t.tok)
    }
    fn loc(&self) -> Loc {
        self.toks.get(self.pos).map(|t| t.loc).unwrap_or(self.eof)
    }
    fn expected(&self, what: &str) -> CompileError {
        let found = match self.peek() {
            Some(t) => format!("found {}", t.describe()),
            None => "found end of file".to_string(),
        };
        CompileError::new(self.file, self.loc(), format!("expecting: {what}, {found}"))
    }
    fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }
    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect_punct(&mut self, c: char) -> Result<(), CompileError> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(self.expected(&format!("'{c}'")))
        }
    }
    fn is_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(s)) if s == kw)
    }
    fn ident(&mut self, what: &str) -> Result<(String, Loc), CompileError> {
        let loc = self.loc();
        match self.peek() {
            Some(Tok::Ident(s)) if !is_keyword(s) => {
                let s = s.clone();
                self.pos += 1;
                Ok((s, loc))
            }
            _ => Err(self.expected(what)),
        }
    }
    fn string(&mut self) -> Option<String> {
        if let Some(Tok::Str(s)) = self.peek() {
            let s = s.clone();
            self.pos += 1;
            Some(s)
        } else {
            None
        }
    }
    fn item_name(&mut self, what: &str) -> Result<ItemName, CompileError> {
        let (first, loc) = self.ident(what)?;
        let mut parts = vec![first];
        while self.is_punct('.') {
            self.pos += 1;
            let (p, _) = self.ident("identifier after '.'")?;
            parts.push(p);
        }
        Ok(ItemName { parts, loc })
    }

    fn definition(&mut self) -> Result<Def, CompileError> {
        if self.is_kw("package") {
            self.pos += 1;
            let (name, loc) = self.ident("package name")?;
            self.expect_punct('{')?;
            let mut defs = Vec::new();
            while !self.is_punct('}') {
                if self.peek().is_none() {
                    return Err(self.expected("'}'"));
                }
                defs.push(self.definition()?);
            }
            self.pos += 1;
            Ok(Def::Package { name, loc, defs })
        } else if self.is_kw("record") {
            self.pos += 1;
            Ok(Def::Record(Box::new(self.record()?)))
        } else {
            Err(self.expected("'package' or 'record'"))
        }
    }

    fn attribute(&mut self) -> Result<AttrAst, CompileError> {
        let loc = self.loc();
        self.expect_punct('<')?;
        let group = match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                s
            }
            _ => return Err(self.expected("attribute group identifier")),
        };
        self.expect_punct(':')?;
        let value = self
            .string()
            .ok_or_else(|| self.expected("attribute value (string literal)"))?;
        self.expect_punct('>')?;
        Ok(AttrAst { group, value, loc })
    }

    fn attributes(&mut self) -> Result<Vec<AttrAst>, CompileError> {
        let mut v = Vec::new();
        while self.is_punct('<') {
            v.push(self.attribute()?);
        }
        Ok(v)
    }

    fn record(&mut self) -> Result<RecordAst, CompileError> {
        let (name, loc) = self.ident("record name")?;
        let label = self.string();
        let mut parent = None;
        if self.is_kw("extends") {
            self.pos += 1;
            let drop = self.eat_punct('!');
            parent = Some((self.item_name("parent record name")?, drop));
        }
        self.expect_punct('{')?;
        let mut rec = RecordAst {
            name,
            loc,
            label,
            parent,
            descriptions: Vec::new(),
            attrs: Vec::new(),
            fields: Vec::new(),
            modifiers: Vec::new(),
        };
        while let Some(s) = self.string() {
            rec.descriptions.push(s);
        }
        loop {
            match self.peek() {
                None => return Err(self.expected("'}'")),
                Some(Tok::Punct('}')) => {
                    self.pos += 1;
                    break;
                }
                Some(Tok::Punct('<')) => {
                    let a = self.attribute()?;
                    rec.attrs.push(a);
                }
                Some(Tok::Punct('~')) | Some(Tok::Punct('!')) => {
                    let override_ = self.is_punct('!');
                    self.pos += 1;
                    let path = self.item_name("field name after modifier")?;
                    let attrs = self.attributes()?;
                    self.expect_punct(';')?;
                    rec.modifiers.push(ModifierAst {
                        override_,
                        path,
                        attrs,
                    });
                }
                Some(Tok::Str(_)) => {
                    return Err(
                        self.expected("field definition (descriptions belong before the fields)")
                    )
                }
                Some(_) => self.field_definition(&mut rec.fields)?,
            }
        }
        Ok(rec)
    }

    fn base_type(&mut self) -> Result<TypeAst, CompileError> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let t = match s.as_str() {
                    "int" => TypeAst::Int,
                    "float" => TypeAst::Float,
                    "string" => TypeAst::String,
                    "data" => TypeAst::Data,
                    _ => return Ok(TypeAst::Named(self.item_name("type")?)),
                };
                self.pos += 1;
                Ok(t)
            }
            _ => Err(self.expected("field type, '~', '!' or '}'")),
        }
    }

    fn field_definition(&mut self, out: &mut Vec<FieldAst>) -> Result<(), CompileError> {
        let ty_loc = self.loc();
        let mut ty = self.base_type()?;
        while self.is_punct('[') {
            self.pos += 1;
            let n = match self.peek() {
                Some(Tok::Int(n)) => {
                    let n = *n;
                    self.pos += 1;
                    Some(n)
                }
                Some(Tok::Punct('*')) => {
                    self.pos += 1;
                    None
                }
                _ => None,
            };
            self.expect_punct(']')?;
            ty = TypeAst::Array(Box::new(ty), n);
        }
        let distributed = self.attributes()?;
        loop {
            let (name, loc) = self.ident("field name")?;
            let mut f = FieldAst {
                name,
                loc,
                ty: ty.clone(),
                ty_loc,
                descriptions: Vec::new(),
                distributed: distributed.clone(),
                attrs: Vec::new(),
            };
            loop {
                if let Some(s) = self.string() {
                    f.descriptions.push(s);
                } else if self.is_punct('<') {
                    let a = self.attribute()?;
                    f.attrs.push(a);
                } else {
                    break;
                }
            }
            out.push(f);
            if self.eat_punct(',') {
                continue;
            }
            if self.eat_punct(';') {
                return Ok(());
            }
            // A common mistake deserves a precise message.
            if matches!(self.peek(), Some(Tok::Ident(_))) && self.peek_at(1).is_some() {
                return Err(self.expected("';' or ','"));
            }
            return Err(self.expected("';'"));
        }
    }
}

/// Reserved words that cannot name a record, field or package.
pub fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "package" | "record" | "extends" | "int" | "float" | "string" | "data"
    )
}
