package java.nio.file;

/** How a file is copied or moved (rjvm shim). */
public interface CopyOption {
}
