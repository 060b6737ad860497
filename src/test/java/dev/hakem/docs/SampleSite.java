package dev.hakem.docs;

import java.nio.file.Path;

/** Generates the sample site into a directory (for looking at the templates by hand). */
final class SampleSite {
    public static void main(String[] args) throws Exception {
        DocsFixture.generate(Path.of(args.length > 0 ? args[0] : "target/sample-site"));
    }
}
