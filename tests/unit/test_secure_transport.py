"""aws:SecureTransport: true for requests that never left the machine, false for any other client."""

from labcloud.context import secure_transport


def test_loopback_and_internal_calls_are_secure() -> None:
    assert secure_transport("127.0.0.1") == "true"
    assert secure_transport("127.8.9.10") == "true"
    assert secure_transport("::1") == "true"
    assert secure_transport(None) == "true"  # an internal call (no client)


def test_other_clients_are_not() -> None:
    assert secure_transport("192.168.1.20") == "false"
    assert secure_transport("10.0.0.1") == "false"
    assert secure_transport("not-an-address") == "false"
