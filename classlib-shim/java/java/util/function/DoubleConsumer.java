package java.util.function;

/** Functional interface DoubleConsumer (rjvm shim). */
@FunctionalInterface
public interface DoubleConsumer {
    void accept(double value);

    default DoubleConsumer andThen(final DoubleConsumer after) {
        if (after == null) {
            throw new NullPointerException();
        }
        final DoubleConsumer self = this;
        return new DoubleConsumer() {
            public void accept(double t) {
                self.accept(t);
                after.accept(t);
            }
        };
    }
}
