package dev.hakem.kb;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Writing outputs so that nothing is lost: a run takes a lock beside its output (a second run on
 * the same output says so instead of racing), writes into new files or a new folder beside the
 * output (new, unpredictable names, created exclusively, so no existing file or link is written
 * through), and only then swaps them in by renaming. An interrupt (Ctrl-C, a TERM signal) waits
 * for a swap under way to finish and removes the unfinished files; what was there before stays
 * usable. Stale files of a run that was killed outright are removed by the next run, and a folder
 * moved aside by it is put back. Files and folders get the usual permissions of new files. The
 * lock file ({@code .BASE.hakem-lock}) is removed when the run ends; the operating system releases
 * the lock of a run that was killed.
 */
public final class SafeOutput implements AutoCloseable {
    private static final String NEW = ".hakem-new-";
    private static final String OLD = ".hakem-old-";
    private static final String LOCK = ".hakem-lock";
    private static final SecureRandom RANDOM = new SecureRandom();

    /** Temporary paths of all runs in this process, removed if the process is stopped. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();
    /** Held while outputs are swapped in; the shutdown hook takes it too, so a swap completes or never starts. */
    private static final Object SWAP = new Object();
    private static boolean stopping;
    private static boolean hooked;

    private final Path dir;
    private final String base;
    private final Path lockPath;
    private final FileChannel lockFile;
    private final FileLock lock;
    private final List<Path> mine = new ArrayList<>();

    private SafeOutput(Path dir, String base, Path lockPath, FileChannel lockFile, FileLock lock) {
        this.dir = dir;
        this.base = base;
        this.lockPath = lockPath;
        this.lockFile = lockFile;
        this.lock = lock;
    }

    /**
     * Takes the lock of the outputs named {@code base} in {@code dir} (a lock file
     * {@code dir/.BASE.hakem-lock}), or refuses with the process that holds it; {@code command}
     * ("hakem docs") is recorded for that message.
     */
    public static SafeOutput lock(Path dir, String base, String command) throws IOException {
        hook();
        Files.createDirectories(dir);
        Path lockPath = dir.resolve("." + base + LOCK);
        for (int attempt = 0; ; attempt++) {
            FileChannel ch;
            try {
                ch = FileChannel.open(lockPath, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE,
                        LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                throw KbInputException.io("cannot take the lock " + lockPath, e);
            }
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (OverlappingFileLockException e) {
                l = null;
            }
            if (l == null) {
                String holder = holder(ch);
                ch.close();
                throw new KbInputException("another hakem run" + (holder.isEmpty() ? "" : " (" + holder + ")")
                        + " is writing " + dir.resolve(base) + "; wait for it to finish, then run again");
            }
            // the holder before us deletes the lock file before it lets go: make sure ours is still the file at the path
            String token = "pid " + ProcessHandle.current().pid() + ": " + command + " #" + HexFormat.of().formatHex(randomBytes());
            ch.truncate(0);
            ch.write(java.nio.ByteBuffer.wrap((token + "\n").getBytes(StandardCharsets.UTF_8)), 0);
            ch.force(false);
            String atPath;
            try {
                atPath = Files.readString(lockPath, StandardCharsets.UTF_8).strip();
            } catch (IOException gone) {
                atPath = "";
            }
            if (atPath.equals(token)) {
                return new SafeOutput(dir, base, lockPath, ch, l);
            }
            l.release();
            ch.close();
            if (attempt > 20) {
                throw new KbInputException("cannot take the lock " + lockPath + ": other hakem runs keep taking it");
            }
        }
    }

    private static String holder(FileChannel ch) {
        try {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(200);
            ch.read(b, 0);
            String s = new String(b.array(), 0, b.position(), StandardCharsets.UTF_8).strip();
            int hash = s.lastIndexOf(" #");
            return hash < 0 ? s : s.substring(0, hash);
        } catch (IOException e) {
            return "";
        }
    }

    private static synchronized void hook() {
        if (!hooked) {
            hooked = true;
            Runtime.getRuntime().addShutdownHook(new Thread(SafeOutput::onShutdown, "hakem-cleanup"));
        }
    }

    /** The process is stopping: no swap starts any more (one under way has finished), unfinished outputs go. */
    private static void onShutdown() {
        synchronized (SWAP) {
            stopping = true;
        }
        for (Path p : PENDING) {
            for (int attempt = 0; attempt < 3; attempt++) {
                try {
                    deleteTree(p);
                    break;
                } catch (IOException stillBeingWritten) {
                    // another thread may still be writing into it; the next run removes what is left
                }
            }
        }
    }

    /**
     * Before writing: removes unfinished outputs of earlier runs that were killed, and puts back a
     * folder {@code BASE} that such a run had moved aside but not replaced.
     */
    public void recover() throws IOException {
        List<Path> old = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "." + base + "*")) {
            for (Path p : ds) {
                String n = p.getFileName().toString();
                if (n.contains(NEW)) {
                    deleteTree(p);
                } else if (n.contains(OLD)) {
                    old.add(p);
                }
            }
        }
        old.sort(Comparator.comparing(SafeOutput::modified).reversed());
        for (Path p : old) {
            String n = p.getFileName().toString();
            Path target = dir.resolve(n.substring(1, n.indexOf(OLD)));
            if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(p, target, StandardCopyOption.ATOMIC_MOVE);
            } else {
                deleteTree(p);
            }
        }
    }

    private static java.nio.file.attribute.FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return java.nio.file.attribute.FileTime.fromMillis(0);
        }
    }

    private Path fresh(String name) {
        return dir.resolve("." + name + NEW + HexFormat.of().formatHex(randomBytes()));
    }

    private static byte[] randomBytes() {
        byte[] b = new byte[8];
        RANDOM.nextBytes(b);
        return b;
    }

    /** A new, empty folder beside {@code BASE}, to fill and then {@link #replaceFolder swap in}. */
    public Path newFolder() throws IOException {
        return create(base, Files::createDirectory);
    }

    /**
     * A new, empty file beside {@code target} (in this output's folder), created exclusively; write
     * it with {@link #write}, then {@link #replaceFiles swap it in}.
     */
    public Path newFile(Path target) throws IOException {
        return create(target.getFileName().toString(), Files::createFile);
    }

    private interface Creation {
        void create(Path p) throws IOException;
    }

    /** Creates a new path with an unpredictable name for {@code name}, exclusively (never an existing file or link). */
    private Path create(String name, Creation how) throws IOException {
        while (true) {
            Path p = fresh(name);
            try {
                how.create(p);
            } catch (FileAlreadyExistsException taken) {
                continue;
            }
            pending(p);
            return p;
        }
    }

    /** Opens a file made by {@link #newFile} for writing, never through a link put in its place. */
    public static OutputStream write(Path file) throws IOException {
        return Files.newOutputStream(file, LinkOption.NOFOLLOW_LINKS, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING);
    }

    private void pending(Path p) {
        mine.add(p);
        PENDING.add(p);
    }

    /**
     * Swaps {@code fresh} in as the folder {@code BASE}: the old one (if any) is renamed aside, the
     * new one renamed into place, then the old one deleted. Refused when the process is stopping.
     */
    public void replaceFolder(Path fresh) throws IOException {
        Path target = dir.resolve(base);
        Path aside = dir.resolve("." + base + OLD + HexFormat.of().formatHex(randomBytes()));
        synchronized (SWAP) {
            checkRunning();
            boolean had = Files.exists(target, LinkOption.NOFOLLOW_LINKS);
            if (had) {
                Files.move(target, aside, StandardCopyOption.ATOMIC_MOVE);
            }
            try {
                Files.move(fresh, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                if (had) {
                    Files.move(aside, target, StandardCopyOption.ATOMIC_MOVE);
                }
                throw e;
            }
            done(fresh);
            if (had) {
                PENDING.add(aside);
                mine.add(aside);
            }
        }
        deleteTree(aside);
    }

    /**
     * Swaps each new file in as its target: all of them or none. A target that is a folder is
     * refused before anything moves; the old files are renamed aside first and put back if a rename
     * fails; when the process is stopping nothing moves.
     */
    public void replaceFiles(Map<Path, Path> freshToTarget) throws IOException {
        Map<Path, Path> moves = new LinkedHashMap<>(freshToTarget);
        for (Path target : moves.values()) {
            if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new java.nio.file.FileSystemException(target.toString(), null, "is a folder; refusing to replace it");
            }
        }
        Map<Path, Path> asides = new LinkedHashMap<>();
        List<Path> placed = new ArrayList<>();
        synchronized (SWAP) {
            checkRunning();
            try {
                for (Path target : moves.values()) {
                    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                        Path aside = dir.resolve("." + target.getFileName() + OLD + HexFormat.of().formatHex(randomBytes()));
                        Files.move(target, aside, StandardCopyOption.ATOMIC_MOVE);
                        asides.put(target, aside);
                        pending(aside);
                    }
                }
                for (Map.Entry<Path, Path> e : moves.entrySet()) {
                    Files.move(e.getKey(), e.getValue(), StandardCopyOption.ATOMIC_MOVE);
                    placed.add(e.getValue());
                    done(e.getKey());
                }
            } catch (IOException e) {
                for (Path p : placed) {
                    Files.deleteIfExists(p);
                }
                for (Map.Entry<Path, Path> a : asides.entrySet()) {
                    Files.move(a.getValue(), a.getKey(), StandardCopyOption.ATOMIC_MOVE);
                    done(a.getValue());
                }
                throw e;
            }
        }
        for (Path aside : asides.values()) {
            Files.deleteIfExists(aside);
            done(aside);
        }
    }

    private static void checkRunning() {
        if (stopping) {
            throw new KbInputException("interrupted: the outputs were left as they were");
        }
    }

    private void done(Path p) {
        mine.remove(p);
        PENDING.remove(p);
    }

    /** Removes what this run left unfinished and releases the lock. */
    @Override
    public void close() throws IOException {
        try {
            for (Path p : new ArrayList<>(mine)) {
                deleteTree(p);
                done(p);
            }
        } finally {
            Files.deleteIfExists(lockPath); // while still held: see lock()
            lock.release();
            lockFile.close();
        }
    }

    /** Deletes a file or a folder with everything in it (links are deleted, not followed). */
    public static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            try (Stream<Path> s = Files.walk(p)) {
                for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(q);
                }
            }
        } else {
            Files.deleteIfExists(p);
        }
    }
}
