package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The workbench's services answer only requests from this machine (the browser test reaches them over loopback). */
class WorkbenchApiTest {
    @Test
    void onlyLoopbackAddressesAreThisMachine() {
        for (String local : List.of("127.0.0.1", "127.0.0.53", "::1", "0:0:0:0:0:0:0:1")) {
            assertTrue(WorkbenchApi.fromThisMachine(local), local);
        }
        for (String remote : List.of("192.168.1.5", "10.0.0.1", "203.0.113.7", "2001:db8::1", "fe80::1", "example.org", "", "localhost.evil")) {
            assertFalse(WorkbenchApi.fromThisMachine(remote), remote);
        }
        assertFalse(WorkbenchApi.fromThisMachine(null));
    }
}
