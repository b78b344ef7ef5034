/** String building: StringBuilder appends of chars, ints and strings, then charAt and hashCode. */
public class Strings {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        long h = 0;
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder();
            sb.append("item").append(i).append(':').append(i * 7);
            String s = sb.toString();
            h = h * 31 + s.hashCode() + s.charAt(s.length() - 1);
        }
        System.out.println("strings " + h);
    }
}
