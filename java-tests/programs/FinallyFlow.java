/** try/catch/finally control flow: nesting, return in finally overriding return and throw, finally with break and continue. */
public class FinallyFlow {
    static StringBuilder trace = new StringBuilder();

    @SuppressWarnings("finally")
    static int returnOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static int returnOverridesThrow() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 3;
        }
    }

    @SuppressWarnings("finally")
    static String finallyThrowOverridesReturn() {
        try {
            return "value";
        } finally {
            throw new IllegalStateException("from finally");
        }
    }

    static int finallyDoesNotChangeReturnedValue() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            trace.append("[x set to ").append(x).append(']');
        }
    }

    static int[] finallyMutatesReturnedObject() {
        int[] box = {1};
        try {
            return box;
        } finally {
            box[0] = 99;
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("outer-try ");
            try {
                sb.append("inner-try ");
                if (mode == 1) {
                    throw new IllegalArgumentException("m1");
                }
                if (mode == 2) {
                    throw new IllegalStateException("m2");
                }
                if (mode == 3) {
                    return sb.append("inner-return ").toString();
                }
                sb.append("inner-end ");
            } catch (IllegalArgumentException e) {
                sb.append("inner-catch(").append(e.getMessage()).append(") ");
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("between ");
        } catch (IllegalStateException e) {
            sb.append("outer-catch(").append(e.getMessage()).append(") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static String loopWithFinally() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            try {
                if (i == 1) {
                    continue;
                }
                if (i == 4) {
                    break;
                }
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        return sb.toString();
    }

    @SuppressWarnings("finally")
    static String breakInFinallySwallowsException() {
        String result = "start";
        while (true) {
            try {
                throw new RuntimeException("swallowed");
            } finally {
                result = result + " finally-break";
                break;
            }
        }
        return result;
    }

    static int countFinally(int n) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            try {
                try {
                    if (i % 2 == 0) {
                        throw new Exception("even");
                    }
                } finally {
                    count++;
                }
            } catch (Exception e) {
                count += 10;
            } finally {
                count += 100;
            }
        }
        return count;
    }

    static String catchThenFinallyThrows() {
        try {
            try {
                throw new IllegalArgumentException("first");
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("second from catch");
            } finally {
                trace.append("[finally after catch throw]");
            }
        } catch (IllegalStateException e) {
            return "outer got " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        System.out.println("returnOverridesReturn " + returnOverridesReturn());
        System.out.println("returnOverridesThrow " + returnOverridesThrow());
        try {
            System.out.println(finallyThrowOverridesReturn());
        } catch (IllegalStateException e) {
            System.out.println("finallyThrowOverridesReturn threw " + e.getMessage());
        }
        System.out.println("finallyDoesNotChangeReturnedValue " + finallyDoesNotChangeReturnedValue() + " " + trace);
        System.out.println("finallyMutatesReturnedObject " + finallyMutatesReturnedObject()[0]);
        for (int mode = 0; mode <= 3; mode++) {
            System.out.println("nested(" + mode + ") " + nested(mode));
        }
        System.out.println("loopWithFinally " + loopWithFinally());
        System.out.println("breakInFinally " + breakInFinallySwallowsException());
        System.out.println("countFinally " + countFinally(7));
        trace.setLength(0);
        System.out.println(catchThenFinallyThrows() + " " + trace);
        outer:
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                try {
                    if (j == 1) {
                        continue outer;
                    }
                    if (i == 2) {
                        break outer;
                    }
                    System.out.println("labelled body " + i + "," + j);
                } finally {
                    System.out.println("labelled finally " + i + "," + j);
                }
            }
        }
        System.out.println("done");
    }
}
