package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A hostile user of every subcommand: each bad input gives exit 2 and one "hakem: what: why" line
 * that says where, no stack trace, no silent guess, and no partial or destroyed output.
 */
class BadInputTest {
    @TempDir
    Path dir;
    Path root;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void sampleRoot() throws IOException {
        root = sampleProject(dir);
    }

    /** A project root {@code dir/root}: the real ontology, the sample features (linked) and run record (copied). */
    static Path sampleProject(Path dir) throws IOException {
        Path root = Files.createDirectories(dir.resolve("root"));
        Files.createSymbolicLink(root.resolve("ontology"), Path.of("ontology").toAbsolutePath());
        Path sample = Path.of("src/test/resources/kb-sample").toAbsolutePath();
        Files.createSymbolicLink(root.resolve("features"), sample.resolve("features"));
        Files.createDirectories(root.resolve("reports"));
        Files.copy(sample.resolve("reports/citations.json"), root.resolve("reports/citations.json"));
        return root;
    }

    static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    /** Exit 2, and the last line of standard error is exactly {@code expected} (notes may come before it). */
    static void inputError(String expected, Run r) {
        assertEquals(2, r.code(), r.err());
        List<String> lines = r.err().strip().lines().toList();
        assertEquals(expected, lines.get(lines.size() - 1));
        assertFalse(r.err().contains("\tat "), "no stack trace");
        assertFalse(r.err().contains("internal error"));
    }

    private Path file(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    private Path file(String name, String text) throws IOException {
        return file(name, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aMisspelledTopLevelKeyOfACaseFileIsNotIgnored() throws IOException {
        Path f = file("typo.json", "{\"start\": \"startpos\", \"evnts\": [{\"by\": \"white\", \"resign\": true}]}");
        inputError("hakem: " + f + ": evnts: unknown key (known: clocks, events, illegalMoves, moves, notation, note, "
                + "rules, start, title)", run("rule", f.toString()));
        Path t = file("title.json", "{\"title\": 5}");
        inputError("hakem: " + t + ": title: expected a string", run("rule", t.toString()));
    }

    @Test
    void aFileThatIsNotUtf8IsRefusedWithLineAndColumnNotGuessed() throws IOException {
        byte[] latin1 = "{\"title\": \"ok\",\n \"note\": \"K\u00f6nig\"}".getBytes(StandardCharsets.ISO_8859_1);
        Path f = file("latin1.json", latin1);
        inputError("hakem: " + f + ": line 2, column 12: not UTF-8 text (byte 0xF6); save the file as UTF-8",
                run("rule", f.toString()));
        byte[] pgn = "[Event \"Turnuva\"]\n[Site \"\u00c7orum\"]\n\n1. e4 e5 *\n".getBytes(StandardCharsets.ISO_8859_1);
        Path g = file("latin1.pgn", pgn);
        // hostile #24: an archive is not lost for one byte; its game is audited and the byte named, never guessed
        Run r = run("audit", g.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals("hakem: note: " + g + ": line 2, column 8: byte 0xC7 is not UTF-8 text; if the file is ISO-8859-1"
                + " (Latin-1), as the PGN standard's export format and older archives are, audit it with --encoding"
                + " iso-8859-1", r.err().strip());
        assertTrue(r.out().contains("not-utf8 at " + g + ":2:8: Game 1 holds byte 0xC7 at line 2, column 8"), r.out());
    }

    @Test
    void aFolderWhereAFileIsExpectedIsSaidSo() throws IOException {
        Path d = Files.createDirectories(dir.resolve("a-folder.json"));
        inputError("hakem: " + d + ": is a folder, not a file", run("rule", d.toString()));
        inputError("hakem: " + d + ": is a folder, not a file", run("audit", d.toString()));
        Path missing = dir.resolve("missing.pgn");
        inputError("hakem: cannot read " + missing + ": no such file or folder", run("audit", missing.toString()));
    }

    @Test
    void sparqlUpdatesAreRefusedAsSuch() throws IOException {
        for (String update : List.of("INSERT DATA { hk:a hk:b hk:c }", "DELETE WHERE { ?s ?p ?o }", "CLEAR ALL")) {
            Path q = file("update.rq", update);
            inputError("hakem: " + q + ": a SPARQL update (INSERT, DELETE, LOAD, CLEAR, DROP, ...) is not allowed: the "
                    + "knowledge base is read-only; use SELECT, ASK, CONSTRUCT or DESCRIBE",
                    run("query", q.toString(), "--root", root.toString()));
        }
    }

    @Test
    void nonPositiveQueryLimitsAreRefused() throws IOException {
        Path q = file("ok.rq", "SELECT * WHERE { ?s ?p ?o } LIMIT 1");
        inputError("hakem: --max-rows -3: the bound on the rows must be between 1 and 1000000",
                run("query", q.toString(), "--max-rows", "-3", "--root", root.toString()));
        inputError("hakem: --timeout -1: the time limit must be between 1 and 600000 ms (10 minutes)",
                run("query", q.toString(), "--timeout", "-1", "--root", root.toString()));
        inputError("hakem: --max-rows 0: the bound on the rows must be between 1 and 1000000",
                run("serve", "--no-docs", "--port", "0", "--max-rows", "0", "--root", root.toString()));
    }

    @Test
    void docsNeverReplacesAFileOrAForeignFolder() throws IOException {
        Path f = file("notes.txt", "mine");
        inputError("hakem: cannot write the documentation to " + f + ": is a file, not a folder; refusing to replace it",
                run("docs", "--root", root.toString(), "--out", f.toString()));
        assertEquals("mine", Files.readString(f));
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(mine.resolve("thesis.tex"), "precious");
        inputError("hakem: cannot write the documentation to " + mine + ": is a folder that hakem did not write (no "
                + ".hakem-site marker; it holds thesis.tex); refusing to replace it: choose an empty or new folder",
                run("docs", "--root", root.toString(), "--out", mine.toString()));
        assertEquals("precious", Files.readString(mine.resolve("thesis.tex")));
        try (var s = Files.list(dir)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary folder left");
        }
    }

    @Test
    void kbExportToAFileSaysSoInWords() throws IOException {
        Path f = file("kb-out", "x");
        inputError("hakem: cannot write the export to " + f + ": is a file, not a folder",
                run("kb", "export", "--root", root.toString(), "--out", f.toString()));
        assertEquals("x", Files.readString(f));
    }

    @Test
    void sparqlSyntaxErrorsAreSaidInWordsWithLineAndColumn() throws IOException {
        String[][] cases = {
                {"SELECT ?s WHERE { ?s ?p }", "line 1, column 25: unexpected \"}\" here"},
                {"SELECT ?x WHERE {\n  ?x ?y ?z", "line 2, column 10: the query ends too early (an unclosed '{', '(' or a missing part)"},
                {"SELEC * WHERE { }", "line 1, column 6: \"SELEC\" is not a SPARQL keyword or a prefixed name"},
                {"SELECT * WHERE { ?s ?p \"abc }", "line 1, column 30: the query ends inside a string or an IRI that is not closed"},
                {"SELECT * WHERE { ?s nope:p ?o }", "line 1, column 21: Unresolved prefixed name: nope:p"},
        };
        for (String[] c : cases) {
            Path q = file("bad.rq", c[0]);
            inputError("hakem: " + q + " " + c[1], run("query", q.toString(), "--root", root.toString()));
        }
    }

    @Test
    void anEmptyCaseFileIsSaidToBeEmptyAndAByteOrderMarkIsNoError() throws IOException {
        Path e = file("empty.json", " \n");
        inputError("hakem: " + e + ": the case file is empty; expected a JSON object", run("rule", e.toString()));
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] text = "{\"title\": \"saved by Notepad\", \"events\": [{\"by\": \"white\", \"resign\": true}]}"
                .getBytes(StandardCharsets.UTF_8);
        byte[] both = new byte[bom.length + text.length];
        System.arraycopy(bom, 0, both, 0, bom.length);
        System.arraycopy(text, 0, both, bom.length, text.length);
        Run r = run("rule", file("bom.json", both).toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"result\" : \"0-1\"") || r.out().contains("\"result\": \"0-1\""), r.out());
    }
}
