package dev.hakem.kb;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A tab-separated table of ontology/data/ with a header row; lines starting with '#' are comments
 * (the origin note). Rows keep their line number for error messages.
 */
record TsvTable(Path file, List<String> header, List<Row> rows) {

    /** One data row: its 1-based line number in the file and its cells. */
    record Row(int line, List<String> cells) {
        String get(int i) {
            return cells.get(i);
        }
    }

    static TsvTable read(Path file, String... expectedHeader) {
        List<String> lines = TextFile.lines(file);
        List<String> header = null;
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            List<String> cells = Arrays.asList(line.split("\t", -1));
            if (header == null) {
                header = cells;
                if (!header.equals(List.of(expectedHeader))) {
                    throw new KbInputException(file + " line " + (i + 1) + ": header " + header
                            + " expected " + List.of(expectedHeader));
                }
                continue;
            }
            if (cells.size() != expectedHeader.length) {
                throw new KbInputException(file + " line " + (i + 1) + ": " + cells.size()
                        + " columns, expected " + expectedHeader.length);
            }
            rows.add(new Row(i + 1, cells.stream().map(String::strip).toList()));
        }
        if (header == null) {
            throw new KbInputException(file + ": no header row");
        }
        return new TsvTable(file, header, List.copyOf(rows));
    }
}
