package java.util.function;

/** Functional interface LongConsumer (rjvm shim). */
@FunctionalInterface
public interface LongConsumer {
    void accept(long value);

    default LongConsumer andThen(final LongConsumer after) {
        if (after == null) {
            throw new NullPointerException();
        }
        final LongConsumer self = this;
        return new LongConsumer() {
            public void accept(long t) {
                self.accept(t);
                after.accept(t);
            }
        };
    }
}
