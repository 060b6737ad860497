package dev.hakem.cli;

import dev.hakem.docs.Docs;
import dev.hakem.docs.WorkbenchApi;
import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.SparqlEndpoint;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code hakem serve}: the read-only SPARQL endpoint over the knowledge base, and beside it (at
 * {@code /}) the living documentation, regenerated into ROOT/reports/site from the same graph.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves the knowledge base as a read-only SPARQL 1.1 endpoint at http://127.0.0.1:PORT/sparql",
                "(queries only; SERVICE refused; each query time-limited; answers bounded), and the living",
                "documentation at http://127.0.0.1:PORT/ (regenerated into ROOT/reports/site first) with the",
                "arbiter's workbench and its engine API (POST /api/rule: a case file in, the ruling out;",
                "POST /api/scenario: a case file in, a Turkish scenario out)."})
public final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "3030", description = "port (default ${DEFAULT-VALUE})")
    int port;

    @Mixin
    QueryLimits limits;

    @Option(names = "--static", paramLabel = "DIR",
            description = "serve the files of DIR at / instead of regenerating the documentation site")
    Path staticDir;

    @Option(names = "--no-docs", description = "serve the SPARQL endpoint only (no documentation site)")
    boolean noDocs;

    @Option(names = "--all-interfaces", description = "listen on every network interface, not only 127.0.0.1")
    boolean allInterfaces;

    @Option(names = "--allow-host", paramLabel = "NAME",
            description = "also answer requests whose Host header names NAME (e.g. the public name a reverse proxy forwards); "
                    + "by default only 127.0.0.1, localhost and [::1]")
    java.util.List<String> allowHosts = new java.util.ArrayList<>();

    @Mixin
    ProjectRoot project;

    @Override
    public Integer call() {
        if (port < 0 || port > 65535) {
            throw new UserInputException("--port " + port + ": must be between 0 and 65535");
        }
        if (noDocs && staticDir != null) {
            throw new UserInputException("--no-docs and --static DIR exclude each other");
        }
        dev.hakem.kb.QueryPolicy.Limits bounds = limits.limits();
        allowHosts.forEach(ServeCommand::checkHostName);
        SparqlEndpoint.checkStaticDir(staticDir);
        Path site = staticDir;
        if (site == null && !noDocs) {
            site = project.reports().resolve("site");
            try {
                Docs.checkOutput(site);
            } catch (IOException e) {
                throw UserInputException.io("cannot write the documentation to " + site, e);
            }
        }
        checkPortIsFree();
        KnowledgeBase kb = project.knowledgeBase();
        kb.warnings().forEach(w -> spec.commandLine().getErr().println("hakem: note: " + w));
        if (staticDir == null && !noDocs) {
            try {
                Docs.Result r = Docs.generate(kb, project.reports(), site);
                spec.commandLine().getOut().println("hakem: documentation: " + r.pages() + " pages in " + r.millis()
                        + " ms (" + site + ")");
            } catch (IOException e) {
                throw UserInputException.io("cannot write the documentation to " + site, e);
            } catch (IllegalArgumentException e) {
                throw new UserInputException("bad run record: " + e.getMessage());
            }
        }
        SparqlEndpoint.Options o = SparqlEndpoint.Options.defaults(port).withLimits(bounds)
                .withStaticDir(site).withLoopback(!allInterfaces).withAllowedHosts(java.util.Set.copyOf(allowHosts));
        if (site != null) {
            o = WorkbenchApi.servedWith(o);
        }
        SparqlEndpoint endpoint = SparqlEndpoint.start(kb, o);
        spec.commandLine().getOut().println("hakem: SPARQL endpoint at " + endpoint.url()
                + (site != null ? " ; documentation at http://127.0.0.1:" + endpoint.port() + "/" : "")
                + " (ready " + (System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime())
                + " ms after start; heap at most " + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB; Ctrl-C stops)");
        spec.commandLine().getOut().flush();
        endpoint.join();
        return 0;
    }

    /** A host name, IPv4 address or [IPv6] address, optionally with :port; no wildcard ('*' is not "any host"). */
    private static final java.util.regex.Pattern HOST = java.util.regex.Pattern.compile(
            "(?:[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*\\.?|\\[[0-9A-Fa-f:.]+\\])(?::[0-9]{1,5})?");

    /** Refuses an --allow-host value that names no host: empty, a wildcard, or not a host name. */
    static void checkHostName(String name) {
        if (name.isBlank()) {
            throw new UserInputException("--allow-host '" + name + "': empty; give the host name clients use, "
                    + "e.g. --allow-host rules.example.org");
        }
        if (name.contains("*")) {
            throw new UserInputException("--allow-host '" + name + "': wildcards are not supported (a Host check that "
                    + "lets any name through would let DNS rebinding in); name each host, e.g. --allow-host rules.example.org");
        }
        if (!HOST.matcher(name).matches()) {
            throw new UserInputException("--allow-host '" + name + "': not a host name (letters, digits, '-', '_' and '.', "
                    + "or an IPv6 address in brackets, optionally with :port)");
        }
    }

    /** Before the site is regenerated: another server on the port would make that work futile. */
    private void checkPortIsFree() {
        if (port == 0) {
            return;
        }
        try (java.net.ServerSocket probe = new java.net.ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(allInterfaces ? new java.net.InetSocketAddress(port)
                    : new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), port));
        } catch (java.io.IOException e) {
            throw new UserInputException("--port " + port + ": the port is in use (another hakem serve?); "
                    + "stop it or choose another port");
        }
    }
}
