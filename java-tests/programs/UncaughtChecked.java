/** An uncaught checked exception with a cause thrown out of main exits with code 1. */
public class UncaughtChecked {
    public static void main(String[] args) throws Exception {
        System.out.println("working");
        try {
            Object o = "str";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("converted ClassCastException");
            throw new Exception("wrapped failure", e);
        }
    }
}
