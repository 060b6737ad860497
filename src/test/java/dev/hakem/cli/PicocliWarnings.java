package dev.hakem.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;

/**
 * What picocli's own tracer prints ("[picocli WARN] ...") while a command runs. The tracer is one
 * per JVM and keeps the standard error stream it found when picocli was loaded, so the test points
 * it at a buffer for the time of the run.
 */
final class PicocliWarnings {
    private PicocliWarnings() {
    }

    static String during(Runnable run) {
        try {
            Field tracerField = picocli.CommandLine.class.getDeclaredField("TRACER");
            tracerField.setAccessible(true);
            Object tracer = tracerField.get(null);
            Field stream = tracer.getClass().getDeclaredField("stream");
            stream.setAccessible(true);
            PrintStream before = (PrintStream) stream.get(tracer);
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            stream.set(tracer, new PrintStream(buf, true, StandardCharsets.UTF_8));
            try {
                run.run();
            } finally {
                stream.set(tracer, before);
            }
            return buf.toString(StandardCharsets.UTF_8);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("picocli's tracer cannot be watched (another picocli version?): " + e, e);
        }
    }
}
