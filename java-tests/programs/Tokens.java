import java.io.*;
/** java.io.StreamTokenizer: default syntax, numbers, quotes and escapes, comments, line ends, custom tables. */
public class Tokens {
  static void dump(String label, StreamTokenizer st) throws IOException {
    StringBuilder sb = new StringBuilder(label).append(':');
    int n = 0;
    while (st.nextToken() != StreamTokenizer.TT_EOF && n++ < 200) {
      sb.append(' ').append(st.ttype).append('|').append(st.sval).append('|').append(st.nval).append('|').append(st.lineno());
    }
    System.out.println(sb);
    System.out.println(st);
  }
  public static void main(String[] a) throws IOException {
    String src = "(defrule foo \"a \\\"q\\\" \\n\\t\\101\\7\\477 end\" ?x <- 3.25 -4 - .5 -.x 12ab x_1 'c' // c++ comment\n"
      + "/* c comment\n spanning */ word \u00e9t\u00e9 \u0100bc 7. 1.2.3 ; tail\r\nnext\rline\n\n'unterminated\nlast / slash /x\"open";
    dump("default", new StreamTokenizer(new StringReader(src)));
    StreamTokenizer st = new StreamTokenizer(new StringReader(src));
    st.slashSlashComments(true); st.slashStarComments(true); st.eolIsSignificant(true); st.lowerCaseMode(true);
    dump("comments+eol", st);
    st = new StreamTokenizer(new StringReader(src));
    st.resetSyntax(); st.wordChars('a', 'z'); st.wordChars('0', '9'); st.whitespaceChars(0, ' '); st.quoteChar('\''); st.ordinaryChar('(');
    dump("custom", st);
    st = new StreamTokenizer(new StringReader("a b c"));
    System.out.println(st);
    st.pushBack(); System.out.println(st.nextToken() + " " + st);
    st.pushBack(); System.out.println(st.nextToken() + " " + st.sval);
    st.ordinaryChars('0', '9'); st.commentChar('#');
    st = new StreamTokenizer(new StringReader("x # comment\n 42 /\n-\n--3 '\\12z' \"\\3777\""));
    st.ordinaryChar('/');
    dump("misc", st);
    st = new StreamTokenizer(new StringReader("/\nabc //x\n/*y*/z"));
    st.slashSlashComments(true);
    dump("slashonly", st);
    st = new StreamTokenizer(new ByteArrayInputStream("bytes 1 2".getBytes()));
    dump("stream", st);
  }
}
