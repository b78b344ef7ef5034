/** Without -ea, assert statements are skipped: conditions and messages are not evaluated; AssertionError can still be thrown explicitly. */
public class AssertDisabled {
    static int evaluated;
    static boolean cond() { evaluated++; return false; }
    static String msg() { evaluated += 100; return "msg"; }

    public static void main(String[] args) {
        System.out.println("desiredAssertionStatus " + AssertDisabled.class.desiredAssertionStatus());
        assert cond() : msg();
        assert false;
        for (int i = 0; i < 5; i++) assert cond();
        System.out.println("evaluated " + evaluated);
        try {
            throw new AssertionError("explicit");
        } catch (AssertionError e) {
            System.out.println("explicit: " + e.getMessage());
        }
        try {
            throw new AssertionError(7);
        } catch (AssertionError e) {
            System.out.println("explicit int: " + e.getMessage());
        }
        System.out.println("done");
    }
}
