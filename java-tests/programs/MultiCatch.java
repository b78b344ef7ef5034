/** Multi-catch, precise rethrow, catch ordering with subclasses, finally interplay, exception chaining with causes, custom checked exception hierarchies. */
public class MultiCatch {
    static class AppException extends Exception { AppException(String m) { super(m); } AppException(String m, Throwable c) { super(m, c); } }
    static class DbException extends AppException { DbException(String m) { super(m); } }
    static class NetException extends AppException { NetException(String m) { super(m); } }

    static void fail(int kind) throws AppException {
        switch (kind) {
            case 0: throw new DbException("db down");
            case 1: throw new NetException("net down");
            case 2: throw new AppException("generic");
            case 3: throw new IllegalArgumentException("bad arg");
            case 4: throw new ArrayIndexOutOfBoundsException("Index 9 out of bounds for length 3");
            case 5: Object o = "s"; Integer i = (Integer) o; break;
            case 6: int z = 0; int q = 5 / z; break;
            default: break;
        }
    }

    static void rethrow(int kind) throws DbException, NetException {
        try {
            if (kind == 0) throw new DbException("precise db");
            if (kind == 1) throw new NetException("precise net");
        } catch (final Exception e) {
            System.out.println("  rethrowing " + e.getClass().getSimpleName());
            throw e;
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 7; k++) {
            StringBuilder sb = new StringBuilder("kind " + k + ": ");
            try {
                fail(k);
                sb.append("no exception");
            } catch (DbException | NetException e) {
                sb.append("io-ish ").append(e.getClass().getSimpleName()).append(' ').append(e.getMessage());
            } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
                sb.append("arg-ish ").append(e.getClass().getName()).append(' ').append(e.getMessage());
            } catch (ClassCastException | ArithmeticException e) {
                sb.append("runtime ").append(e.getClass().getName());
            } catch (AppException e) {
                sb.append("app ").append(e.getMessage());
            } finally {
                sb.append(" [finally]");
            }
            System.out.println(sb);
        }
        for (int k = 0; k < 3; k++) {
            try {
                rethrow(k);
                System.out.println("  rethrow " + k + " returned normally");
            } catch (DbException e) {
                System.out.println("  got DbException " + e.getMessage());
            } catch (NetException e) {
                System.out.println("  got NetException " + e.getMessage());
            }
        }
        try {
            try {
                fail(0);
            } catch (AppException e) {
                throw new RuntimeException("wrapped", e);
            }
        } catch (RuntimeException e) {
            Throwable c = e.getCause();
            System.out.println("chain: " + e.getMessage() + " <- " + c.getClass().getSimpleName() + " " + c.getMessage() + " cause of cause " + c.getCause());
            System.out.println("toString: " + e.toString().replace("MultiCatch$", ""));
        }
        AppException wrapped = new AppException("outer", new NetException("inner"));
        System.out.println("cause via ctor: " + wrapped.getCause().getMessage());
        Exception noMsg = new Exception(new IllegalStateException("root"));
        System.out.println("message from cause: " + noMsg.getMessage());
        try {
            new Exception("x").initCause(null).initCause(new Error());
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getName());
        }
        int attempts = 0;
        while (true) {
            try {
                attempts++;
                if (attempts < 4) fail(attempts % 2);
                break;
            } catch (AppException e) {
                System.out.println("retry after " + e.getMessage());
            }
        }
        System.out.println("attempts " + attempts);
        System.out.println("finally value " + finallyOverrides());
    }

    @SuppressWarnings("finally")
    static int finallyOverrides() {
        try {
            throw new IllegalStateException("lost");
        } catch (IllegalStateException | IllegalArgumentException e) {
            return 1;
        } finally {
            return 2;
        }
    }
}
