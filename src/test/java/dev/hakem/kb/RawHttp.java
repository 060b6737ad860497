package dev.hakem.kb;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** HTTP over a plain socket, for the tests of the server's guards: any header can be sent, or a body byte by byte. */
public final class RawHttp {
    private RawHttp() {
    }

    /** An HTTP answer: status, headers, body, and how long it took. */
    public record Answer(int status, String head, String body, long millis) {
        /** The value of a header (the name in any case), or null. */
        public String header(String name) {
            for (String l : head.split("\r\n")) {
                int c = l.indexOf(':');
                if (c > 0 && l.substring(0, c).equalsIgnoreCase(name)) {
                    return l.substring(c + 1).strip();
                }
            }
            return null;
        }

        static Answer of(String text, long millis) {
            int end = text.indexOf("\r\n\r\n");
            String h = end < 0 ? text : text.substring(0, end);
            String b = end < 0 ? "" : text.substring(end + 4);
            if ("chunked".equalsIgnoreCase(new Answer(0, h, "", 0).header("Transfer-Encoding"))) {
                b = unchunk(b);
            }
            return new Answer(Integer.parseInt(h.substring(9, 12)), h, b, millis);
        }
    }

    /** Sends a request (Connection: close is added) and reads the whole answer. */
    public static Answer send(int port, String head, byte[] body) throws IOException {
        long t0 = System.nanoTime();
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write((head + "Connection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
            String text = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return Answer.of(text, (System.nanoTime() - t0) / 1_000_000);
        }
    }

    /**
     * Sends the head of a request (ended by the blank line), then its body one byte every 400 ms
     * (far slower than {@link ServerLimits#MIN_DATA_RATE}) until the server answers; its answer, or
     * null when none came within {@code withinMs}.
     */
    public static Answer trickle(int port, String head, long withinMs) throws IOException {
        return sendSlowly(port, head, new byte[] {'A'}, 400, withinMs);
    }

    /**
     * Sends the head of a request (ended by the blank line), then {@code chunk} of its body every
     * {@code pauseMs} until the server answers; its answer, or null when none came within {@code withinMs}.
     */
    public static Answer sendSlowly(int port, String head, byte[] chunk, int pauseMs, long withinMs) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(pauseMs);
            OutputStream out = s.getOutputStream();
            out.write((head + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            long t0 = System.nanoTime();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            InputStream in = s.getInputStream();
            while ((System.nanoTime() - t0) / 1_000_000 < withinMs) {
                try {
                    out.write(chunk);
                    out.flush();
                } catch (IOException cut) {
                    // the server closed the connection after its answer
                }
                try {
                    byte[] buf = new byte[4096];
                    int n = in.read(buf);
                    if (n < 0) {
                        break;
                    }
                    got.write(buf, 0, n);
                } catch (java.net.SocketTimeoutException nothingYet) {
                    // keep sending
                } catch (IOException reset) {
                    break;
                }
                String t = got.toString(StandardCharsets.UTF_8);
                int end = t.indexOf("\r\n\r\n");
                if (end >= 0 && t.substring(end + 4).contains("\n")) {
                    break;
                }
            }
            String text = got.toString(StandardCharsets.UTF_8);
            return text.contains("\r\n\r\n") ? Answer.of(text, (System.nanoTime() - t0) / 1_000_000) : null;
        }
    }

    private static String unchunk(String b) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < b.length()) {
            int nl = b.indexOf("\r\n", i);
            int n = Integer.parseInt(b.substring(i, nl).strip(), 16);
            if (n == 0) {
                break;
            }
            out.append(b, nl + 2, nl + 2 + n);
            i = nl + 2 + n + 2;
        }
        return out.toString();
    }
}
