//! Class-file bytes → parse → define (load and link, superclasses from
//! rjvm's library) → verify every method, through the VM's library API.
//! Any panic is a finding: hostile class files must only ever produce
//! `java.lang` errors.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rjvm::classpath::Classpath;
use rjvm::interp::Interpreter;
use rjvm::runtime::{Options, Runtime};
use std::cell::RefCell;

thread_local! {
    /// A bootstrapped VM, replaced every few hundred inputs so that the
    /// classes the inputs define do not pile up.
    static VM: RefCell<(Interpreter, u32)> = RefCell::new((fresh(), 0));
}

fn fresh() -> Interpreter {
    let mut rt = Runtime::new(Classpath::default(), Options::default());
    rt.bootstrap().expect("rjvm's library bootstraps");
    Interpreter::new(rt, rjvm::events::NullSink)
}

fuzz_target!(|data: &[u8]| {
    // Parsing and decoding alone, as the unit-level API sees it.
    if let Ok(cf) = rjvm::classfile::parse(data) {
        for m in &cf.methods {
            if m.code.is_some() {
                let _ = rjvm::interp::decode::decode_method(&cf, m);
            }
        }
        // Then through the loader, as a class from the class path.
        let name = cf.this_class.to_string();
        VM.with(|vm| {
            let mut vm = vm.borrow_mut();
            vm.1 += 1;
            if vm.1 % 256 == 0 {
                vm.0 = fresh();
            }
            if let Ok(id) = vm.0.rt.define_class(&name, data, false) {
                let _ = vm.0.verify_class(id);
            }
        });
    }
});
