//! Hostile bytecode: hand-built class files whose code is wrong in one way
//! each are rejected before they run, with the `java.lang` error and the
//! message HotSpot gives (its type-inference verifier, used for class files
//! older than version 50, which these are). The process exits with status 1
//! and never panics. Where `java` is on the path, its output is the oracle
//! too.

use rjvm::classfile::writer::{ClassWriter, Code};
use std::path::{Path, PathBuf};
use std::process::Command;

const MAIN: &str = "([Ljava/lang/String;)V";
const PUBLIC_STATIC: u16 = 0x0009;

/// One hostile method: how to build its code, and what the verifier says.
struct Case {
    name: &'static str,
    /// Builds the code of `main` (the writer supplies constants).
    code: fn(&mut ClassWriter) -> Code,
    /// The detail message after the method description.
    message: &'static str,
    /// The error class (`VerifyError` unless a malformed exception table).
    error: &'static str,
    /// Class-file major version (49: HotSpot's old verifier applies).
    major: u16,
}

fn code(bytes: &[u8], max_stack: u16, max_locals: u16) -> Code {
    Code {
        bytes: bytes.to_vec(),
        max_stack,
        max_locals,
        handlers: Vec::new(),
    }
}

/// Code starting with `ldc_w "x"` (a `java.lang.String`), 2 stack slots, 1 local.
fn str_x(w: &mut ClassWriter) -> Code {
    let x = w.string(&[0x78]);
    let mut c = code(&[], 2, 1);
    c.op_u16(0x13, x);
    c
}

fn u16b(v: u16) -> [u8; 2] {
    v.to_be_bytes()
}

fn with(mut c: Code, f: impl FnOnce(&mut Code)) -> Code {
    f(&mut c);
    c
}

const VERIFY: &str = "java.lang.VerifyError";
const FORMAT: &str = "java.lang.ClassFormatError";

fn cases() -> Vec<Case> {
    let case = |name, code, message| Case {
        name,
        code,
        message,
        error: VERIFY,
        major: 49,
    };
    vec![
        // --- operand stack depth
        case(
            "Underflow",
            |_| code(&[0x60, 0x57, 0xb1], 2, 1), // iadd; pop; return
            "Unable to pop operand off an empty stack",
        ),
        case(
            "Overflow",
            |_| code(&[0x04, 0x04, 0x04, 0x57, 0x57, 0x57, 0xb1], 2, 1),
            "Stack size too large",
        ),
        case(
            // iconst_0; ifeq +4 (to the second iconst_1); iconst_1; iconst_1; pop; return
            "InconsistentDepth",
            |_| code(&[0x03, 0x99, 0x00, 0x04, 0x04, 0x04, 0x57, 0xb1], 2, 1),
            "Inconsistent stack height 1 != 0",
        ),
        // --- locals
        case(
            "BadLocal",
            |_| code(&[0x1d, 0x57, 0xb1], 2, 1), // iload_3 with 1 local
            "Illegal local variable number",
        ),
        case(
            "BadWideLocal",
            // wide istore 300 with 2 locals
            |_| code(&[0x04, 0xc4, 0x36, 0x01, 0x2c, 0xb1], 2, 2),
            "Illegal local variable number",
        ),
        case(
            "UninitializedRegister",
            |_| code(&[0x2b, 0x57, 0xb1], 2, 2), // aload_1 never written
            "Accessing value from uninitialized register 1",
        ),
        case(
            "WrongRegisterType",
            // iconst_1; istore_0; aload_0; pop; return
            |_| code(&[0x04, 0x3b, 0x2a, 0x57, 0xb1], 2, 1),
            "Register 0 contains wrong type",
        ),
        case(
            "LongHalfInLocals",
            // lconst_1; lstore_0; iload_1: the high half of a long
            |_| code(&[0x0a, 0x3f, 0x1b, 0x57, 0xb1], 2, 2),
            "Register 1 contains wrong type",
        ),
        case(
            "MergedRegister",
            // iconst_0; ifeq L; iconst_1; istore_1; goto M;
            // L: aconst_null; astore_1; M: iload_1; pop; return
            |_| {
                code(
                    &[
                        0x03, 0x99, 0x00, 0x08, 0x04, 0x3c, 0xa7, 0x00, 0x05, 0x01, 0x4c, 0x1b,
                        0x57, 0xb1,
                    ],
                    2,
                    2,
                )
            },
            "Accessing value from uninitialized register 1",
        ),
        // --- control flow
        case(
            "FallsOffTheEnd",
            |_| code(&[0x00], 1, 1),
            "Falling off the end of the code",
        ),
        case(
            "FallsOffAfterBranch",
            // iconst_0; ifeq +4; return; nop (falls off)
            |_| code(&[0x03, 0x99, 0x00, 0x04, 0xb1, 0x00], 1, 1),
            "Falling off the end of the code",
        ),
        case(
            "BranchIntoInstruction",
            |_| code(&[0xa7, 0x00, 0x01, 0xb1], 1, 1),
            "Illegal target of jump or branch",
        ),
        case(
            "BranchPastTheEnd",
            |_| code(&[0xa7, 0x00, 0x10, 0xb1], 1, 1),
            "Illegal target of jump or branch",
        ),
        case(
            "BranchBeforeTheStart",
            |_| code(&[0x00, 0xa7, 0xff, 0xf0, 0xb1], 1, 1),
            "Illegal target of jump or branch",
        ),
        case(
            // iconst_0; tableswitch (pad 2) default +19 (return), 0..0 -> +2 (padding)
            "SwitchIntoPadding",
            |_| {
                code(
                    &[
                        0x03, 0xaa, 0, 0, 0, 0, 0, 19, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0xb1,
                    ],
                    1,
                    1,
                )
            },
            "Illegal branch in tableswitch",
        ),
        case(
            // iconst_0; lookupswitch (pad 2) default +19, 1 pair: 0 -> +2 (padding)
            "LookupswitchIntoPadding",
            |_| {
                code(
                    &[
                        0x03, 0xab, 0, 0, 0, 0, 0, 19, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0xb1,
                    ],
                    1,
                    1,
                )
            },
            "Illegal branch in tableswitch", // sic: HotSpot says so for both
        ),
        case(
            // iconst_0; lookupswitch with keys 1, 0
            "UnsortedLookupswitch",
            |_| {
                code(
                    &[
                        0x03, 0xab, 0, 0, 0, 0, 0, 27, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 27, 0, 0,
                        0, 0, 0, 0, 0, 27, 0xb1,
                    ],
                    1,
                    1,
                )
            },
            "Unsorted lookup switch",
        ),
        case(
            "TruncatedInstruction",
            |_| code(&[0x11, 0x00], 1, 1), // sipush with one operand byte
            "Code stops in the middle of instruction  starting at offset 0",
        ),
        case(
            "TruncatedSwitch",
            |_| code(&[0x03, 0xab, 0, 0, 0, 0, 0], 1, 1),
            "Illegal instruction found at offset 1",
        ),
        case(
            "IllegalOpcode",
            |_| code(&[0xcb, 0xb1], 1, 1),
            "Illegal instruction found at offset 0",
        ),
        case(
            "WrongReturn",
            |_| code(&[0x04, 0xac], 1, 1), // ireturn in a void method
            "Wrong return type in function",
        ),
        // --- constant-pool kinds
        case(
            "GetfieldOfMethodref",
            |w| {
                let m = w.method_ref("java/lang/Object", "hashCode", "()I", false);
                let [a, b] = u16b(m);
                code(&[0x2a, 0xb4, a, b, 0x57, 0xb1], 2, 1)
            },
            "Illegal type in constant pool",
        ),
        case(
            "InvokevirtualOfFieldref",
            |w| {
                let f = w.field_ref("java/lang/System", "out", "Ljava/io/PrintStream;");
                let [a, b] = u16b(f);
                code(&[0x2a, 0xb6, a, b, 0xb1], 2, 1)
            },
            "Illegal type in constant pool",
        ),
        case(
            "InvokeinterfaceOfMethodref",
            |w| {
                let m = w.method_ref("java/lang/Object", "hashCode", "()I", false);
                let [a, b] = u16b(m);
                code(&[0x2a, 0xb9, a, b, 1, 0, 0x57, 0xb1], 2, 1)
            },
            "Illegal type in constant pool",
        ),
        case(
            "LdcOfLong",
            |w| {
                let l = w.long(5);
                code(&[0x12, l as u8, 0x57, 0xb1], 2, 1)
            },
            "Illegal type in constant pool",
        ),
        case(
            "NewOfString",
            |w| {
                let s = w.string(&[0x41]);
                let [a, b] = u16b(s);
                code(&[0xbb, a, b, 0x57, 0xb1], 2, 1)
            },
            "Illegal type in constant pool",
        ),
        Case {
            name: "LdcClassBefore49",
            code: |w| {
                let c = w.class("java/lang/Object");
                code(&[0x12, c as u8, 0x57, 0xb1], 2, 1)
            },
            message: "Illegal type in constant pool",
            error: VERIFY,
            major: 48,
        },
        case(
            "InvokeinterfaceCount",
            |w| {
                let m = w.method_ref("java/lang/Runnable", "run", "()V", true);
                let [a, b] = u16b(m);
                code(&[0x2a, 0xb9, a, b, 2, 0, 0xb1], 2, 1)
            },
            "Inconsistent args_size for invokeinterface",
        ),
        case(
            "InitByInvokevirtual",
            |w| {
                let m = w.method_ref("java/lang/Object", "<init>", "()V", false);
                let [a, b] = u16b(m);
                code(&[0x2a, 0xb6, a, b, 0xb1], 2, 1)
            },
            "Must call initializers using invokespecial",
        ),
        case(
            "NewOfArrayClass",
            |w| {
                let c = w.class("[I");
                let [a, b] = u16b(c);
                code(&[0xbb, a, b, 0x57, 0xb1], 2, 1)
            },
            "Illegal creation of multi-dimensional array",
        ),
        // --- slot kinds
        case(
            "IntAsArray",
            |_| code(&[0x04, 0xbe, 0x57, 0xb1], 2, 1), // iconst_1; arraylength
            "Expecting to find array on stack",
        ),
        case(
            "IntAsObject",
            |_| code(&[0x04, 0xc2, 0xb1], 2, 1), // iconst_1; monitorenter
            "Expecting to find object/array on stack",
        ),
        case(
            "IntAsReceiver",
            |w| {
                let f = w.field_ref("java/lang/Integer", "value", "I");
                let [a, b] = u16b(f);
                // sipush 1234; getfield Integer.value: an int used as an object handle
                code(&[0x11, 0x04, 0xd2, 0xb4, a, b, 0x57, 0xb1], 2, 1)
            },
            "Expecting to find object/array on stack",
        ),
        case(
            "RefAsInt",
            |_| code(&[0x2a, 0x04, 0x60, 0x57, 0xb1], 2, 1), // aload_0; iconst_1; iadd
            "Expecting to find integer on stack",
        ),
        case(
            "FloatAsInt",
            |_| code(&[0x0c, 0x04, 0x60, 0x57, 0xb1], 2, 1), // fconst_1; iconst_1; iadd
            "Expecting to find integer on stack",
        ),
        case(
            "IntAsLong",
            |_| code(&[0x04, 0x04, 0x0a, 0x61, 0x58, 0x58, 0xb1], 4, 1), // i, i, lconst_1, ladd
            "Expecting to find long on stack",
        ),
        case(
            "DoubleAsLong",
            |_| code(&[0x0f, 0x0a, 0x61, 0x58, 0xb1], 4, 1), // dconst_1; lconst_1; ladd
            "Expecting to find long on stack",
        ),
        case(
            "PopHalfALong",
            |_| code(&[0x0a, 0x57, 0x57, 0xb1], 2, 1), // lconst_1; pop; pop
            "Attempt to split long or double on the stack",
        ),
        case(
            "SwapALong",
            |_| code(&[0x0a, 0x5f, 0x58, 0xb1], 2, 1), // lconst_1; swap
            "Attempt to split long or double on the stack",
        ),
        case(
            "DupX1SplitsALong",
            |_| code(&[0x04, 0x0a, 0x5a, 0xb1], 4, 1), // iconst_1; lconst_1; dup_x1
            "Attempt to split long or double on the stack",
        ),
        case(
            "MismatchedStackTypes",
            // iconst_0; ifeq L; aconst_null; goto M; L: iconst_1; M: pop; return
            |_| {
                code(
                    &[
                        0x03, 0x99, 0x00, 0x07, 0x01, 0xa7, 0x00, 0x04, 0x04, 0x57, 0xb1,
                    ],
                    2,
                    1,
                )
            },
            "Mismatched stack types",
        ),
        case(
            "HandlerSeesMergedLocals",
            // try { iconst_1; istore_1; aconst_null; astore_1; nop } catch: pop; iload_1
            |_| {
                with(
                    code(
                        &[0x04, 0x3c, 0x01, 0x4c, 0x00, 0xb1, 0x57, 0x1b, 0x57, 0xb1],
                        2,
                        2,
                    ),
                    |c| c.handlers.push([0, 5, 6, 0]),
                )
            },
            "Accessing value from uninitialized register 1",
        ),
        // --- exception tables (ClassFormatError, as HotSpot)
        // --- reference types (classes are loaded to check assignability)
        case(
            // ldc "x"; getfield Integer.value:I; pop; return
            "GetFieldWrongClass",
            |w| {
                let f = w.field_ref("java/lang/Integer", "value", "I");
                let mut c = str_x(w);
                c.op_u16(0xb4, f).op(0x57).op(0xb1);
                c
            },
            "Incompatible type for getting or setting field",
        ),
        case(
            // ldc "x"; iconst_0; putfield Integer.value:I; return
            "PutFieldWrongClass",
            |w| {
                let f = w.field_ref("java/lang/Integer", "value", "I");
                let mut c = str_x(w);
                c.op(0x03).op_u16(0xb5, f).op(0xb1);
                c
            },
            "Incompatible type for getting or setting field",
        ),
        case(
            // aload_0 (a String[]); getfield Integer.value:I
            "GetFieldOnArray",
            |w| {
                let f = w.field_ref("java/lang/Integer", "value", "I");
                let mut c = code(&[0x2a], 2, 1);
                c.op_u16(0xb4, f).op(0x57).op(0xb1);
                c
            },
            "Incompatible type for getting or setting field",
        ),
        case(
            // ldc "x"; invokevirtual Integer.intValue()I; pop; return
            "InvokeVirtualWrongClass",
            |w| {
                let m = w.method_ref("java/lang/Integer", "intValue", "()I", false);
                let mut c = str_x(w);
                c.op_u16(0xb6, m).op(0x57).op(0xb1);
                c
            },
            "Incompatible object argument for function call",
        ),
        case(
            // iconst_1; invokevirtual String.length()I: an int as receiver
            "IntAsReceiver",
            |w| {
                let m = w.method_ref("java/lang/String", "length", "()I", false);
                let mut c = code(&[0x04], 2, 1);
                c.op_u16(0xb6, m).op(0x57).op(0xb1);
                c
            },
            "Expecting to find object/array on stack",
        ),
        case(
            // aload_0 (a String[]); invokestatic String.valueOf([C)
            "WrongArrayArgument",
            |w| {
                let m = w.method_ref(
                    "java/lang/String",
                    "valueOf",
                    "([C)Ljava/lang/String;",
                    false,
                );
                let mut c = code(&[0x2a], 2, 1);
                c.op_u16(0xb8, m).op(0x57).op(0xb1);
                c
            },
            "Incompatible argument to function",
        ),
        case(
            // ldc "x"; ldc "x"; invokestatic Integer.getInteger(String, Integer)
            "WrongClassArgument",
            |w| {
                let m = w.method_ref(
                    "java/lang/Integer",
                    "getInteger",
                    "(Ljava/lang/String;Ljava/lang/Integer;)Ljava/lang/Integer;",
                    false,
                );
                let mut c = str_x(w);
                let x = w.string(&[0x78]);
                c.op_u16(0x13, x).op_u16(0xb8, m).op(0x57).op(0xb1);
                c
            },
            "Incompatible argument to function",
        ),
        case(
            // ldc "x"; arraylength
            "ArrayLengthOfObject",
            |w| {
                let mut c = str_x(w);
                c.op(0xbe).op(0x57).op(0xb1);
                c
            },
            "Expecting to find array on stack",
        ),
        case(
            // ldc "x"; iconst_0; iaload
            "ArrayLoadFromObject",
            |w| {
                let mut c = str_x(w);
                c.op(0x03).op(0x2e).op(0x57).op(0xb1);
                c
            },
            "Expecting to find array of ints on stack",
        ),
        case(
            // iconst_1; iconst_0; iaload: an int as array
            "ArrayLoadFromInt",
            |_| code(&[0x04, 0x03, 0x2e, 0x57, 0xb1], 2, 1),
            "Expecting to find array of ints on stack",
        ),
        case(
            // iconst_1; newarray int; iconst_0; baload
            "ByteLoadFromIntArray",
            |_| code(&[0x04, 0xbc, 10, 0x03, 0x33, 0x57, 0xb1], 2, 1),
            "Expecting to find array of bytes or Booleans on stack",
        ),
        case(
            // iconst_1; newarray int; iconst_0; aaload
            "RefLoadFromIntArray",
            |_| code(&[0x04, 0xbc, 10, 0x03, 0x32, 0x57, 0xb1], 2, 1),
            "Expecting to find array of objects or arrays on stack",
        ),
        case(
            // iconst_1; newarray long; iconst_0; iconst_0; iastore
            "IntStoreToLongArray",
            |_| code(&[0x04, 0xbc, 11, 0x03, 0x03, 0x4f, 0xb1], 3, 1),
            "Expecting to find array of ints on stack",
        ),
        case(
            // iconst_1; newarray int; iconst_0; aconst_null; aastore
            "RefStoreToIntArray",
            |_| code(&[0x04, 0xbc, 10, 0x03, 0x01, 0x53, 0xb1], 3, 1),
            "Expecting to find array of objects or arrays on stack",
        ),
        case(
            // aload_0 (String[]); iconst_0; aaload; arraylength: a String
            "ElementTypeOfLoadedRef",
            |_| code(&[0x2a, 0x03, 0x32, 0xbe, 0x57, 0xb1], 2, 1),
            "Expecting to find array on stack",
        ),
        case(
            // new Object; invokevirtual Object.hashCode()I: not initialized
            "UninitializedReceiver",
            |w| {
                let o = w.class("java/lang/Object");
                let m = w.method_ref("java/lang/Object", "hashCode", "()I", false);
                let mut c = code(&[], 2, 1);
                c.op_u16(0xbb, o).op_u16(0xb6, m).op(0x57).op(0xb1);
                c
            },
            "Expecting to find object/array on stack",
        ),
        case(
            // new Integer; getfield Integer.value:I
            "UninitializedGetField",
            |w| {
                let o = w.class("java/lang/Integer");
                let f = w.field_ref("java/lang/Integer", "value", "I");
                let mut c = code(&[], 2, 1);
                c.op_u16(0xbb, o).op_u16(0xb4, f).op(0x57).op(0xb1);
                c
            },
            "Expecting to find object/array on stack",
        ),
        case(
            // new Object; dup; invokespecial String.<init>()V
            "WrongInitializer",
            |w| {
                let o = w.class("java/lang/Object");
                let m = w.method_ref("java/lang/String", "<init>", "()V", false);
                let mut c = code(&[], 2, 1);
                c.op_u16(0xbb, o).op(0x59).op_u16(0xb7, m).op(0x57).op(0xb1);
                c
            },
            "Call to wrong initialization method",
        ),
        case(
            // ldc "x"; athrow
            "ThrowString",
            |w| {
                let mut c = str_x(w);
                c.op(0xbf);
                c
            },
            "Can only throw Throwable objects",
        ),
        case(
            // A String on one path, an Integer on the other: they meet as
            // Object, which String.length() does not take.
            // iconst_0; ifeq L; ldc "x"; goto M; L: iconst_1; invokestatic
            // Integer.valueOf(I); M: invokevirtual String.length()I
            "MergedToObject",
            |w| {
                let x = w.string(&[0x78]);
                let v = w.method_ref(
                    "java/lang/Integer",
                    "valueOf",
                    "(I)Ljava/lang/Integer;",
                    false,
                );
                let len = w.method_ref("java/lang/String", "length", "()I", false);
                let mut c = code(&[0x03], 2, 1);
                let l = c.branch(0x99);
                c.op_u16(0x13, x);
                let m = c.branch(0xa7);
                c.patch_here(l);
                c.op(0x04).op_u16(0xb8, v);
                c.patch_here(m);
                c.op_u16(0xb6, len).op(0x57).op(0xb1);
                c
            },
            "Incompatible object argument for function call",
        ),
        // --- subroutines (jsr/ret)
        case(
            // iconst_1; istore_1; jsr L; return;
            // L: astore_2; aload_1 (an int); pop; ret 2
            "IntAsReferenceInSubroutine",
            |_| {
                code(
                    &[
                        0x04, 0x3c, 0xa8, 0x00, 0x04, 0xb1, 0x4d, 0x2b, 0x57, 0xa9, 0x02,
                    ],
                    2,
                    3,
                )
            },
            "Register 1 contains wrong type",
        ),
        case(
            // aconst_null; astore_1; jsr L; aload_1; pop; return;
            // L: astore_2; iconst_1; istore_1 (the subroutine writes an
            // int); ret 2 — after the return, local 1 is that int.
            "SubroutineWritesLocal",
            |_| {
                code(
                    &[
                        0x01, 0x4c, 0xa8, 0x00, 0x06, 0x2b, 0x57, 0xb1, 0x4d, 0x04, 0x3c, 0xa9,
                        0x02,
                    ],
                    2,
                    3,
                )
            },
            "Register 1 contains wrong type",
        ),
        Case {
            name: "HandlerIntoInstruction",
            code: |_| {
                with(code(&[0x11, 0, 0, 0x57, 0xb1], 2, 1), |c| {
                    c.handlers.push([0, 3, 1, 0])
                })
            },
            message: "Illegal exception table handler",
            error: FORMAT,
            major: 49,
        },
    ]
}

fn out_dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("verify")
        .join(name);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Writes class `name` with a `main` made by `case`, into its own directory.
fn write_case(case: &Case) -> PathBuf {
    let mut w = ClassWriter::new(case.name, "java/lang/Object", 0x0001);
    w.set_major_version(case.major);
    let c = (case.code)(&mut w);
    w.add_method(PUBLIC_STATIC, "main", MAIN, &c);
    let dir = out_dir(case.name);
    std::fs::write(dir.join(format!("{}.class", case.name)), w.finish()).unwrap();
    dir
}

/// (exit code, stdout, stderr)
fn run(program: &str, dir: &Path, class: &str) -> (i32, String, String) {
    let out = Command::new(program)
        .arg("-cp")
        .arg(dir)
        .arg(class)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn rjvm() -> &'static str {
    env!("CARGO_BIN_EXE_rjvm")
}

fn expected(case: &Case) -> String {
    format!(
        "Error: Unable to initialize main class {0}\nCaused by: {1}: (class: {0}, method: main signature: {MAIN}) {2}\n",
        case.name, case.error, case.message
    )
}

#[test]
fn every_hostile_main_is_rejected_before_it_runs() {
    let mut failures = Vec::new();
    for case in cases() {
        let dir = write_case(&case);
        let (code, stdout, stderr) = run(rjvm(), &dir, case.name);
        let want = expected(&case);
        if code != 1 || !stdout.is_empty() || stderr != want {
            failures.push(format!(
                "{}: exit {code}, stdout {stdout:?}\n  got:  {stderr:?}\n  want: {want:?}",
                case.name
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn have_java() -> bool {
    Command::new("java")
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn hotspot_agrees() {
    if !have_java() {
        eprintln!("java not found: skipping the HotSpot comparison");
        return;
    }
    let mut failures = Vec::new();
    for case in cases() {
        let dir = write_case(&case);
        let hotspot = run("java", &dir, case.name);
        let ours = run(rjvm(), &dir, case.name);
        if hotspot != ours {
            failures.push(format!(
                "{}:\n  hotspot: {hotspot:?}\n  rjvm:    {ours:?}",
                case.name
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A main class whose `main` calls `Bad.run()`: the error is thrown in the
/// main thread, after `before` is printed, as an uncaught `VerifyError`.
fn caller_and_callee(name: &str, callee_code: Code, extra_uncalled: bool) -> PathBuf {
    let dir = out_dir(name);
    let mut bad = ClassWriter::new("Bad", "java/lang/Object", 0x0001);
    bad.set_major_version(49);
    if extra_uncalled {
        // `run` is fine; an uncalled method is not.
        bad.add_method(PUBLIC_STATIC, "run", "()V", &code(&[0xb1], 0, 0));
        bad.add_method(PUBLIC_STATIC, "never", "()V", &callee_code);
    } else {
        bad.add_method(PUBLIC_STATIC, "run", "()V", &callee_code);
    }
    std::fs::write(dir.join("Bad.class"), bad.finish()).unwrap();

    let mut main = ClassWriter::new("Caller", "java/lang/Object", 0x0001);
    main.set_major_version(49);
    let out = main.field_ref("java/lang/System", "out", "Ljava/io/PrintStream;");
    let s = main.string(&"before".encode_utf16().collect::<Vec<_>>());
    let println = main.method_ref(
        "java/io/PrintStream",
        "println",
        "(Ljava/lang/String;)V",
        false,
    );
    let run = main.method_ref("Bad", "run", "()V", false);
    let mut c = code(&[], 2, 1);
    c.op_u16(0xb2, out);
    c.op_u16(0x13, s);
    c.op_u16(0xb6, println);
    c.op_u16(0xb8, run);
    c.op(0xb1);
    main.add_method(PUBLIC_STATIC, "main", MAIN, &c);
    std::fs::write(dir.join("Caller.class"), main.finish()).unwrap();
    dir
}

#[test]
fn a_bad_callee_throws_in_the_main_thread() {
    // iconst_1; arraylength; pop; return
    let dir = caller_and_callee("callee", code(&[0x04, 0xbe, 0x57, 0xb1], 2, 0), false);
    let (code, stdout, stderr) = run(rjvm(), &dir, "Caller");
    assert_eq!(code, 1);
    assert_eq!(stdout, "before\n");
    assert!(
        stderr.starts_with(
            "Exception in thread \"main\" java.lang.VerifyError: (class: Bad, method: run signature: ()V) Expecting to find array on stack\n\tat Caller.main("
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"));
}

#[test]
fn an_uncalled_bad_method_fails_the_class_as_in_hotspot() {
    // HotSpot verifies a class when it is linked, before it is initialized:
    // a broken method that is never called still makes the class unusable.
    let dir = caller_and_callee("uncalled", code(&[0x60, 0xb1], 2, 0), true);
    let (code, stdout, stderr) = run(rjvm(), &dir, "Caller");
    assert_eq!(code, 1);
    assert_eq!(stdout, "before\n");
    assert!(
        stderr.starts_with(
            "Exception in thread \"main\" java.lang.VerifyError: (class: Bad, method: never signature: ()V) Unable to pop operand off an empty stack\n"
        ),
        "{stderr}"
    );
    if have_java() {
        let (hcode, hout, herr) = run("java", &dir, "Caller");
        assert_eq!((hcode, hout.as_str()), (1, "before\n"));
        assert_eq!(herr.lines().next(), stderr.lines().next());
    }
}

#[test]
fn an_exception_table_outside_the_code_is_a_format_error_at_load() {
    let mut w = ClassWriter::new("Range", "java/lang/Object", 0x0001);
    w.set_major_version(49);
    let c = with(code(&[0x00, 0xb1], 1, 1), |c| c.handlers.push([0, 5, 1, 0]));
    w.add_method(PUBLIC_STATIC, "main", MAIN, &c);
    let dir = out_dir("range");
    std::fs::write(dir.join("Range.class"), w.finish()).unwrap();
    let (code, stdout, stderr) = run(rjvm(), &dir, "Range");
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "Error: LinkageError occurred while loading main class Range\n\tjava.lang.ClassFormatError: Illegal exception table range in class file Range\n"
    );
}

#[test]
fn valid_hand_written_code_with_merges_runs() {
    // Locals of different kinds meeting (unused afterwards), longs and
    // doubles in locals and on the stack, dup2 of a long, a double stored
    // over half of a long, a handler.
    let bytes = [
        0x03, 0x99, 0x00, 0x08, // 0: iconst_0; ifeq +8 -> 9
        0x04, 0x3c, 0xa7, 0x00, 0x05, // 4: iconst_1; istore_1; goto +5 -> 11
        0x01, 0x4c, // 9: aconst_null; astore_1
        0x0a, 0x5c, 0x61, 0x41, // 11: lconst_1; dup2; ladd; lstore_2
        0x0f, 0x48, // 15: dconst_1; dstore_1 (kills the long in 2..3)
        0x09, 0x42, 0x21, 0x88, 0x57, // 17: lconst_0; lstore_3; lload_3; l2i; pop
        0x01, 0xbf, // 22: aconst_null; athrow
        0x57, 0x27, 0x8e, 0x57, 0xb1, // 24: pop; dload_1; d2i; pop; return
    ];
    let mut w = ClassWriter::new("Fine", "java/lang/Object", 0x0001);
    w.set_major_version(49);
    let c = with(code(&bytes, 4, 5), |c| c.handlers.push([22, 24, 24, 0]));
    w.add_method(PUBLIC_STATIC, "main", MAIN, &c);
    let dir = out_dir("fine");
    std::fs::write(dir.join("Fine.class"), w.finish()).unwrap();
    let (code, stdout, stderr) = run(rjvm(), &dir, "Fine");
    assert_eq!((code, stdout.as_str(), stderr.as_str()), (0, "", ""));
    if have_java() {
        assert_eq!(run("java", &dir, "Fine"), (0, String::new(), String::new()));
    }
}

/// Methods other than `main` (a return type, constructors before and after
/// `super()`), each checked like the `main` cases: rjvm's exact output, and
/// HotSpot's where `java` is installed.
#[test]
fn return_types_and_constructors_are_checked() {
    struct Other {
        name: &'static str,
        method: &'static str,
        desc: &'static str,
        code: fn(&mut ClassWriter, &str) -> Code,
        /// `None`: verifies and runs.
        message: Option<&'static str>,
    }
    let cases = [
        Other {
            // ldc "x"; areturn from a method declared to return Integer
            name: "ReturnsWrongClass",
            method: "f",
            desc: "()Ljava/lang/Integer;",
            code: |w, _| {
                let mut c = str_x(w);
                c.op(0xb0);
                c
            },
            message: Some("Wrong return type in function"),
        },
        Other {
            // aload_0; areturn from a method declared to return int[]
            name: "ReturnsWrongArray",
            method: "f",
            desc: "([J)[I",
            code: |_, _| code(&[0x2a, 0xb0], 1, 1),
            message: Some("Wrong return type in function"),
        },
        Other {
            // aload_0; invokevirtual Object.hashCode()I before super()
            name: "UsesThisBeforeSuper",
            method: "<init>",
            desc: "()V",
            code: |w, _| {
                let h = w.method_ref("java/lang/Object", "hashCode", "()I", false);
                let i = w.method_ref("java/lang/Object", "<init>", "()V", false);
                let mut c = code(&[0x2a], 1, 1);
                c.op_u16(0xb6, h).op(0x57).op(0x2a).op_u16(0xb7, i).op(0xb1);
                c
            },
            message: Some("Expecting to find object/array on stack"),
        },
        Other {
            // aload_0; invokespecial String.<init>()V: not the superclass
            name: "WrongSuperInit",
            method: "<init>",
            desc: "()V",
            code: |w, _| {
                let i = w.method_ref("java/lang/String", "<init>", "()V", false);
                let mut c = code(&[0x2a], 1, 1);
                c.op_u16(0xb7, i).op(0xb1);
                c
            },
            message: Some("Call to wrong initialization method"),
        },
        Other {
            // aload_0; iconst_1; putfield x; aload_0; invokespecial
            // Object.<init>; aload_0; getfield x; pop; return: a
            // constructor may set its own fields before super()
            name: "SetsOwnFieldBeforeSuper",
            method: "<init>",
            desc: "()V",
            code: |w, name| {
                let f = w.field_ref(name, "x", "I");
                let i = w.method_ref("java/lang/Object", "<init>", "()V", false);
                let mut c = code(&[0x2a, 0x04], 2, 1);
                c.op_u16(0xb5, f).op(0x2a).op_u16(0xb7, i);
                c.op(0x2a).op_u16(0xb4, f).op(0x57).op(0xb1);
                c
            },
            message: None,
        },
    ];
    let mut failures = Vec::new();
    for case in &cases {
        // A class with an `int x` field, a `main` that only returns, and
        // the method under test.
        let mut cw = ClassWriter::new(case.name, "java/lang/Object", 0x0001);
        cw.set_major_version(49);
        cw.add_field(0x0000, "x", "I");
        cw.add_method(PUBLIC_STATIC, "main", MAIN, &code(&[0xb1], 0, 1));
        let c = (case.code)(&mut cw, case.name);
        let access = if case.method == "<init>" {
            0x0001
        } else {
            PUBLIC_STATIC
        };
        cw.add_method(access, case.method, case.desc, &c);
        let dir = out_dir(case.name);
        std::fs::write(dir.join(format!("{}.class", case.name)), cw.finish()).unwrap();
        let ours = run(rjvm(), &dir, case.name);
        let want = match case.message {
            None => (0, String::new(), String::new()),
            Some(msg) => (
                1,
                String::new(),
                format!(
                    "Error: Unable to initialize main class {0}\nCaused by: java.lang.VerifyError: (class: {0}, method: {1} signature: {2}) {msg}\n",
                    case.name, case.method, case.desc
                ),
            ),
        };
        if ours != want {
            failures.push(format!(
                "{}:\n  got:  {ours:?}\n  want: {want:?}",
                case.name
            ));
        }
        if have_java() {
            let hotspot = run("java", &dir, case.name);
            if hotspot != ours {
                failures.push(format!(
                    "{}:\n  hotspot: {hotspot:?}\n  rjvm:    {ours:?}",
                    case.name
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
