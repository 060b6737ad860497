package dev.hakem.docs;

import dev.hakem.kb.CannedQuery;
import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.Prefixes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** Generates the living documentation of a project: its knowledge base and its last run, into a directory. */
public final class Docs {
    private Docs() {
    }

    /** What a generation wrote: pages, where, how long it took, and notes from loading the knowledge base. */
    public record Result(int pages, Path out, long millis, List<String> warnings) {
    }

    /** The site of the project at {@code root} (ontology/, features/, reports/) written to {@code out}. */
    public static Result generate(Path root, Path out) throws IOException {
        checkOutput(out);
        long t0 = System.nanoTime();
        // the templates compile on another core while the knowledge base loads
        CompletableFuture<SiteGenerator> generator = CompletableFuture.supplyAsync(
                () -> new SiteGenerator().prepare());
        KnowledgeBase kb = KnowledgeBase.load(root);
        return generate(kb, root.resolve("reports"), out, generator, t0);
    }

    /**
     * Refuses, before any work, an output folder the site may not be written to: a file, a symbolic
     * link, a folder hakem did not write, a path under a file.
     */
    public static void checkOutput(Path out) throws IOException {
        SiteGenerator.checkTarget(out);
    }

    /** The site of an already loaded knowledge base and the run under {@code reportsDir}, written to {@code out}. */
    public static Result generate(KnowledgeBase kb, Path reportsDir, Path out) throws IOException {
        long t0 = System.nanoTime();
        return generate(kb, reportsDir, out, CompletableFuture.supplyAsync(
                () -> new SiteGenerator().prepare()), t0);
    }

    private static Result generate(KnowledgeBase kb, Path reportsDir, Path out,
                                   CompletableFuture<SiteGenerator> generator, long t0) throws IOException {
        SiteData data = KbSiteData.of(kb, reportsDir);
        List<SiteGenerator.Query> queries = kb.queries().stream().map(Docs::query).toList();
        SiteModel model = new SiteModel(data);
        int pages;
        try {
            pages = generator.join().generate(model, queries, out);
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
        return new Result(pages, out, (System.nanoTime() - t0) / 1_000_000, kb.warnings());
    }

    private static SiteGenerator.Query query(CannedQuery q) {
        return new SiteGenerator.Query(q.name(), q.question(), q.questionTr(), q.params().stream()
                .map(p -> new SiteGenerator.Param(p.name(), p.kind(), p.defaultValue(), p.description())).toList(),
                withPrefixes(q.sparql()));
    }

    /**
     * The query as any SPARQL endpoint reads it: the canned queries rely on hakem's predeclared
     * prefixes, so the ones a query uses are declared after its leading comment.
     */
    static String withPrefixes(String sparql) {
        String[] lines = sparql.split("\n", -1);
        int body = 0;
        while (body < lines.length && lines[body].strip().startsWith("#")) {
            body++;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < body; i++) {
            out.append(lines[i]).append('\n');
        }
        String rest = String.join("\n", java.util.Arrays.asList(lines).subList(body, lines.length));
        Prefixes.standard().getNsPrefixMap().forEach((prefix, ns) -> {
            if (java.util.regex.Pattern.compile("(?<![\\w-])" + prefix + ":").matcher(rest).find()
                    && !rest.contains("PREFIX " + prefix + ":")) {
                out.append("PREFIX ").append(prefix).append(": <").append(ns).append(">\n");
            }
        });
        return out.append(rest).toString();
    }
}
