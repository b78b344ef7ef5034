package java.util.function;

/** Functional interface IntConsumer (rjvm shim). */
@FunctionalInterface
public interface IntConsumer {
    void accept(int value);

    default IntConsumer andThen(final IntConsumer after) {
        if (after == null) {
            throw new NullPointerException();
        }
        final IntConsumer self = this;
        return new IntConsumer() {
            public void accept(int t) {
                self.accept(t);
                after.accept(t);
            }
        };
    }
}
