/** Text blocks: indentation stripping, trailing newline or not, escapes (\n, \t, \", \\, \s, line continuation), embedded quotes, trailing whitespace removal, concatenation and formatted(). */
public class TextBlocks {
    public static void main(String[] args) {
        String html = """
            <html>
                <body>
                    <p>Hello, "world"</p>
                </body>
            </html>
            """;
        System.out.print(html);
        System.out.println("html length " + html.length() + " lines " + html.split("\n").length + " endsWithNewline " + html.endsWith("\n"));
        String noTrailing = """
            no trailing newline""";
        System.out.println("[" + noTrailing + "] length " + noTrailing.length());
        String closingLeft = """
                indented by closing delimiter
            """;
        System.out.print("[" + closingLeft.replace("\n", "|") + "]\n");
        String escapes = """
            tab\there
            quote: \""" and \\ backslash
            kept trailing space:\s
            joined \
            line
            explicit\nnewline
            """;
        for (String l : escapes.split("\n")) System.out.println("esc> [" + l + "] " + l.length());
        String trailing = """
            trailing spaces removed    
            end""";
        System.out.println("trailing: [" + trailing.replace("\n", "|") + "]");
        String json = """
            {
              "name": "%s",
              "count": %d,
              "ratio": %.2f
            }
            """.formatted("rjvm", 42, 0.125);
        System.out.print(json);
        String empty = """
            """;
        System.out.println("empty block length " + empty.length());
        String sql = """
            SELECT *
              FROM t
             WHERE x = 1""";
        System.out.println(sql.replace("\n", " / "));
        String concat = """
            A""" + """
            B
            """;
        System.out.println("concat [" + concat.replace("\n", "|") + "] same as literal " + concat.equals("AB\n"));
        System.out.println("interned " + (noTrailing == "no trailing newline"));
        String unicode = """
            caf\u00e9 \u0041""";
        System.out.println("unicode codes " + (int) unicode.charAt(3) + " " + unicode.charAt(5));
        int lines = 0;
        for (String l : html.split("\n")) if (l.startsWith(" ")) lines++;
        System.out.println("indented lines " + lines);
    }
}
