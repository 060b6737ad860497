package dev.hakem.spec;

import io.cucumber.htmlformatter.MessagesToHtmlWriter;
import io.cucumber.messages.ndjson.Serializer;
import io.cucumber.messages.types.Envelope;
import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.EventPublisher;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Cucumber's html report with our own page title. Cucumber's built-in "html" plugin has no
 * option for the title, but the html formatter it wraps does; this plugin is that wrapper with
 * the title set. Use as {@code dev.hakem.spec.TitledHtmlReport:reports/cucumber.html}.
 */
public final class TitledHtmlReport implements ConcurrentEventListener {
    static final String TITLE = "hakem — FIDE Kuralları yürütülebilir şartname";

    private final MessagesToHtmlWriter writer;

    public TitledHtmlReport(OutputStream out) {
        Serializer serializer = new Serializer();
        this.writer = MessagesToHtmlWriter.builder(serializer::writeValue).title(TITLE).build(out);
    }

    @Override
    public void setEventPublisher(EventPublisher publisher) {
        publisher.registerHandlerFor(Envelope.class, this::write);
    }

    private void write(Envelope envelope) {
        try {
            writer.write(envelope);
            if (envelope.getTestRunFinished().isPresent()) {
                writer.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
