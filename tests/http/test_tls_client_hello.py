"""``http.tls.server_name``: the name a ClientHello asks for, read before the handshake starts (a custom
domain name with mutual TLS must start with its own context). Real ClientHellos from Python's ssl, cut
short and mangled: the parser answers the name or None, never raises."""

from __future__ import annotations

import random
import ssl

from labcloud.http.tls import server_name


def client_hello(name: str | None) -> bytes:
    context = ssl.create_default_context()
    if name is None:
        context.check_hostname = False
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    client = context.wrap_bio(incoming, outgoing, server_hostname=name)
    try:
        client.do_handshake()
    except ssl.SSLWantReadError:
        pass
    return outgoing.read()


def test_the_name_of_a_real_client_hello() -> None:
    assert server_name(client_hello("api.example.test")) == "api.example.test"
    assert server_name(client_hello("x" * 60 + ".example.test")) == "x" * 60 + ".example.test"
    assert server_name(client_hello(None)) is None


def test_cut_short_or_mangled_hellos_never_raise() -> None:
    hello = client_hello("api.example.test")
    for size in range(len(hello)):
        assert server_name(hello[:size]) in (None, "api.example.test")
    rng = random.Random(38)
    for _ in range(2000):
        mangled = bytearray(hello)
        for _ in range(rng.randint(1, 8)):
            mangled[rng.randrange(len(mangled))] = rng.randrange(256)
        found = server_name(bytes(mangled))
        assert found is None or isinstance(found, str)
    assert server_name(b"") is None
    assert server_name(b"\x16\x03\x01\x00\x00") is None
