"""HTTP dates and XML text written without the standard library's email/sax modules (kept off start-up)."""

from __future__ import annotations

import datetime as dt
import email.utils
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from labcloud.errors import AwsError
from labcloud.http.dates import from_datetime, from_epoch
from labcloud.protocol.xml_text import escape, xml_safe
from labcloud.services.sqs.messages import check_body

#: XML 1.0's Char production, as the standard states it (what may appear in a document).
XML_CHAR = re.compile("[\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


@given(st.integers(min_value=0, max_value=253402300799))
def test_an_epoch_date_is_what_email_utils_writes(seconds: int) -> None:
    assert from_epoch(seconds) == email.utils.formatdate(seconds, usegmt=True)


@given(st.datetimes(timezones=st.just(dt.timezone(dt.timedelta(hours=-3)))))
def test_an_aware_datetime_is_written_in_gmt(when: dt.datetime) -> None:
    assert from_datetime(when) == email.utils.format_datetime(when.astimezone(dt.timezone.utc), usegmt=True)


def test_a_naive_datetime_is_taken_as_utc() -> None:
    assert from_datetime(dt.datetime(1994, 11, 6, 8, 49, 37)) == "Sun, 06 Nov 1994 08:49:37 GMT"


@pytest.mark.parametrize("start", [0, 0xD000, 0xFFF0, 0x10FFF0])
def test_every_character_xml_forbids_is_replaced_and_no_other(start: int) -> None:
    for code in range(start, min(start + 0x1100, 0x110000)):
        char = chr(code)
        assert (xml_safe(char) == char) == bool(XML_CHAR.fullmatch(char)), hex(code)


def test_markup_is_escaped_after_forbidden_characters_are_replaced() -> None:
    assert escape("a<b>&\x00c") == "a&lt;b&gt;&amp;\ufffdc"


@pytest.mark.parametrize("start", [0, 0xD000, 0xFFF0, 0x10FFF0])
def test_sqs_refuses_exactly_the_characters_outside_its_allowed_set(start: int) -> None:
    for code in range(start, min(start + 0x1100, 0x110000)):
        char = chr(code)
        try:
            check_body("ok" + char)
            refused = False
        except AwsError as error:
            assert error.code == "InvalidMessageContents"
            assert f"'#x{code:X}'" in error.message
            refused = True
        assert refused == (XML_CHAR.fullmatch(char) is None), hex(code)
