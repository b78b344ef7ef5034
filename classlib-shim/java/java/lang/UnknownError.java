package java.lang;

/** An unknown but serious exception in the VM (rjvm shim). */
public class UnknownError extends VirtualMachineError {
    private static final long serialVersionUID = 1L;

    public UnknownError() {
        super();
    }

    public UnknownError(String message) {
        super(message);
    }
}
