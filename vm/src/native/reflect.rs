//! `java.lang.reflect.Array` natives: creating an array of a runtime-known component type
//! (used by `Collection.toArray(T[])` and `Arrays.copyOf(T[], int)`).

use super::{arg_int, arg_ref, Registry};
use crate::events::EventSink;

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    // The Java side has already rejected null, void and negative lengths.
    m.insert(
        "java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;",
        |vm, _, a| {
            let comp = vm.rt.class_of_mirror(arg_ref(a, 0));
            let arr_class = vm.rt.array_class_of(comp)?;
            let arr = vm.rt.new_array(arr_class, arg_int(a, 1))?;
            Ok(u64::from(arr))
        },
    );
}
