package dev.hakem.kb;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reading the knowledge base's UTF-8 text inputs, with an error that names the file. */
final class TextFile {
    private TextFile() {
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new KbInputException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    static List<String> lines(Path file) {
        return read(file).lines().toList();
    }
}
