import java.io.*;

/** A CSV-to-report program: writes sales data to a temporary CSV file with PrintWriter, reads it back with BufferedReader, parses fields (quoted commas), aggregates per region in hand-written arrays, prints a formatted report with String.format and handles bad rows. */
public class CsvReport {
    static final class Row {
        final String region, product; final int qty; final double price;
        Row(String region, String product, int qty, double price) { this.region = region; this.product = product; this.qty = qty; this.price = price; }
        double total() { return qty * price; }
    }

    static String[] splitCsv(String line) {
        String[] out = new String[8];
        int n = 0;
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') { cur.append('"'); i++; }
                else quoted = !quoted;
            } else if (c == ',' && !quoted) {
                if (n == out.length) { String[] b = new String[n * 2]; System.arraycopy(out, 0, b, 0, n); out = b; }
                out[n++] = cur.toString(); cur.setLength(0);
            } else cur.append(c);
        }
        if (n == out.length) { String[] b = new String[n + 1]; System.arraycopy(out, 0, b, 0, n); out = b; }
        out[n++] = cur.toString();
        String[] res = new String[n];
        System.arraycopy(out, 0, res, 0, n);
        return res;
    }

    public static void main(String[] args) throws IOException {
        File csv = File.createTempFile("rjvm-sales", ".csv");
        try {
            PrintWriter pw = new PrintWriter(new BufferedWriter(new FileWriter(csv)));
            pw.println("region,product,qty,price");
            String[] regions = {"North", "South", "East", "West"};
            String[] products = {"Widget", "Gadget, large", "Doohickey \"Pro\"", "Thing"};
            for (int i = 0; i < 40; i++) {
                String p = products[(i * 7) % products.length];
                String quotedP = p.indexOf(',') >= 0 || p.indexOf('"') >= 0 ? "\"" + p.replace("\"", "\"\"") + "\"" : p;
                pw.printf("%s,%s,%d,%.2f%n", regions[(i * 3) % 4], quotedP, 1 + (i * 13) % 17, 0.99 + ((i * 37) % 50) * 0.5);
            }
            pw.println("South,Broken,notanumber,1.00");
            pw.println("West,Short");
            pw.println("");
            pw.close();
            System.out.println("wrote " + csv.length() + " bytes");

            BufferedReader br = new BufferedReader(new FileReader(csv));
            String header = br.readLine();
            System.out.println("header: " + header);
            Row[] rows = new Row[4];
            int n = 0, lineNo = 1, bad = 0;
            String line;
            while ((line = br.readLine()) != null) {
                lineNo++;
                if (line.trim().isEmpty()) { System.out.println("line " + lineNo + ": skipped blank"); continue; }
                String[] f = splitCsv(line);
                try {
                    if (f.length != 4) throw new IllegalArgumentException("expected 4 fields, got " + f.length);
                    Row r = new Row(f[0], f[1], Integer.parseInt(f[2]), Double.parseDouble(f[3]));
                    if (n == rows.length) { Row[] b = new Row[n * 2]; System.arraycopy(rows, 0, b, 0, n); rows = b; }
                    rows[n++] = r;
                } catch (IllegalArgumentException e) {
                    bad++;
                    System.out.println("line " + lineNo + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
                }
            }
            br.close();
            System.out.println("parsed " + n + " rows, " + bad + " bad");

            String[] names = new String[8];
            int[] qty = new int[8];
            double[] sum = new double[8];
            double[] max = new double[8];
            int groups = 0;
            for (int i = 0; i < n; i++) {
                Row r = rows[i];
                int g = 0;
                while (g < groups && !names[g].equals(r.region)) g++;
                if (g == groups) { names[groups++] = r.region; }
                qty[g] += r.qty; sum[g] += r.total(); max[g] = Math.max(max[g], r.total());
            }
            for (int i = 1; i < groups; i++)
                for (int j = i; j > 0 && names[j - 1].compareTo(names[j]) > 0; j--) {
                    String tn = names[j]; names[j] = names[j - 1]; names[j - 1] = tn;
                    int tq = qty[j]; qty[j] = qty[j - 1]; qty[j - 1] = tq;
                    double ts = sum[j]; sum[j] = sum[j - 1]; sum[j - 1] = ts;
                    double tm = max[j]; max[j] = max[j - 1]; max[j - 1] = tm;
                }
            String sep = String.format("%-10s+%8s+%12s+%10s", "", "", "", "").replace(' ', '-');
            System.out.println(String.format("%-10s|%8s|%12s|%10s", "Region", "Qty", "Revenue", "Max sale"));
            System.out.println(sep);
            double grand = 0; int gq = 0;
            for (int g = 0; g < groups; g++) {
                System.out.println(String.format("%-10s|%8d|%,12.2f|%10.2f", names[g], qty[g], sum[g], max[g]));
                grand += sum[g]; gq += qty[g];
            }
            System.out.println(sep);
            System.out.println(String.format("%-10s|%8d|%,12.2f|%10s", "TOTAL", gq, grand, ""));
            System.out.println(String.format("average revenue per unit: %.4f", grand / gq));
            String[] prodNames = new String[8]; double[] prodRev = new double[8]; int np = 0;
            for (int i = 0; i < n; i++) {
                int k = 0;
                while (k < np && !prodNames[k].equals(rows[i].product)) k++;
                if (k == np) prodNames[np++] = rows[i].product;
                prodRev[k] += rows[i].total();
            }
            for (int k = 0; k < np; k++) System.out.println(String.format("  %-20s %10.2f %5.1f%%", "[" + prodNames[k] + "]", prodRev[k], 100 * prodRev[k] / grand));
            File report = File.createTempFile("rjvm-report", ".txt");
            PrintWriter rw = new PrintWriter(new FileWriter(report));
            for (int g = 0; g < groups; g++) rw.printf("%s=%.2f%n", names[g], sum[g]);
            rw.close();
            BufferedReader rr = new BufferedReader(new FileReader(report));
            StringBuilder sb = new StringBuilder();
            while ((line = rr.readLine()) != null) sb.append(line).append(';');
            rr.close();
            System.out.println("report file: " + sb + " deleted " + report.delete());
        } finally {
            System.out.println("csv deleted " + csv.delete());
        }
    }
}
