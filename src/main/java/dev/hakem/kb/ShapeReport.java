package dev.hakem.kb;

import java.util.List;

/** The outcome of the SHACL check: empty when the graph conforms. */
public record ShapeReport(List<Violation> violations) {

    /** One violation: the focus node, the property path (may be empty), the shape's message. */
    public record Violation(String focusNode, String path, String message) {
        @Override
        public String toString() {
            return focusNode + (path.isEmpty() ? "" : " " + path) + ": " + message;
        }
    }

    public boolean conforms() {
        return violations.isEmpty();
    }
}
