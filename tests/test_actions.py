"""Action parsing (docs/design.md §2): every accepted format, failed tool calls, and robustness on any input."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bank_gym.actions import MAX_ACTION_CHARS, MAX_TOOL_CALLS, parse_action

BAL = {"name": "get_account_balance", "arguments": {"account_ids": ["SB1234567890"]}}


def calls(parsed):
    return [(c.name, json.loads(c.arguments)) for c in parsed.tool_calls]


def test_plain_text_and_empty_are_messages():
    for text in ("Hello, how can I help?", "", "   ", "{not json at all}", "[Note] checking", "₹1,50,000 — done"):
        parsed = parse_action(text)
        assert parsed.is_message and parsed.message == text
    assert parse_action(None).message == ""


def test_json_call_and_list():
    parsed = parse_action(json.dumps(BAL))
    assert parsed.kind == "tool_calls" and parsed.format == "json"
    assert calls(parsed) == [("get_account_balance", {"account_ids": ["SB1234567890"]})]
    two = parse_action(json.dumps([BAL, {"name": "show_mandates", "arguments": {}}]))
    assert [c.name for c in two.tool_calls] == ["get_account_balance", "show_mandates"]
    assert not two.errors


def test_arguments_as_json_string_and_synonyms():
    parsed = parse_action(json.dumps({"name": "get_card_details", "arguments": json.dumps({"card_ids": ["CARD1"]})}))
    assert calls(parsed) == [("get_card_details", {"card_ids": ["CARD1"]})]
    llama = parse_action(json.dumps({"name": "show_mandates", "parameters": {"status": "all"}}))
    assert calls(llama) == [("show_mandates", {"status": "all"})]
    missing = parse_action(json.dumps({"name": "show_mandates"}))
    assert calls(missing) == [("show_mandates", {})]


def test_json_lines_and_trailing_text():
    text = json.dumps(BAL) + "\n" + json.dumps({"name": "show_mandates", "arguments": {}}) + "\nLet me check."
    parsed = parse_action(text)
    assert [c.name for c in parsed.tool_calls] == ["get_account_balance", "show_mandates"]
    assert parsed.text == "Let me check."


def test_fenced_json():
    parsed = parse_action("```json\n" + json.dumps(BAL) + "\n```")
    assert calls(parsed)[0][0] == "get_account_balance"
    assert parse_action("```python\nprint('hi')\n```").is_message


def test_hermes_blocks_with_text_around():
    text = (f"Let me look that up.\n<tool_call>\n{json.dumps(BAL)}\n</tool_call>\n"
            f"<tool_call>{json.dumps({'name': 'show_mandates', 'arguments': {'status': 'all'}})}</tool_call> thanks")
    parsed = parse_action(text)
    assert parsed.format == "hermes"
    assert [c.name for c in parsed.tool_calls] == ["get_account_balance", "show_mandates"]
    assert "Let me look that up." in parsed.text and "thanks" in parsed.text
    assert not parsed.errors


def test_hermes_missing_close_tag_with_complete_json_is_accepted():
    parsed = parse_action("<tool_call>\n" + json.dumps(BAL))
    assert calls(parsed)[0][0] == "get_account_balance" and not parsed.errors


@pytest.mark.parametrize("text", [
    '<tool_call>{"name": "get_account_balance", "arguments": {"account_ids": [',
    '<tool_call>{"name": "get_account_balance", "arguments": {}}</tool_call><tool_call>{"name": "x"',
    '<tool_call>not json</tool_call>',
    '</tool_call>',
])
def test_hermes_failures(text):
    parsed = parse_action(text)
    assert parsed.kind == "tool_calls" and parsed.errors
    assert any(("tool_call" in e) or ("JSON" in e) for e in parsed.errors)


def test_openai_message_dict_and_text():
    message = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "abc", "type": "function", "function": {"name": "get_account_balance",
                                                       "arguments": json.dumps({"account_ids": ["SB1"]})}},
        {"id": "def", "type": "function", "function": {"name": "show_mandates", "arguments": "{}"}},
    ]}
    for action in (message, json.dumps(message)):
        parsed = parse_action(action)
        assert parsed.format == "openai"
        assert [c.name for c in parsed.tool_calls] == ["get_account_balance", "show_mandates"]
        assert parsed.tool_calls[0].id == "abc"
    text_only = parse_action({"role": "assistant", "content": "Hello!", "tool_calls": []})
    assert text_only.is_message and text_only.message == "Hello!"
    parts = parse_action({"role": "assistant", "content": [{"type": "text", "text": "Hi "}, {"type": "text", "text": "there"}]})
    assert parts.message == "Hi there"
    inner = parse_action({"role": "assistant", "content": "<tool_call>" + json.dumps(BAL) + "</tool_call>"})
    assert calls(inner)[0][0] == "get_account_balance"


def test_openai_sdk_like_object():
    class Message:
        def model_dump(self):
            return {"role": "assistant", "content": None, "tool_calls": [
                {"id": "x", "type": "function", "function": {"name": "show_mandates", "arguments": "{}"}}]}

    assert [c.name for c in parse_action(Message()).tool_calls] == ["show_mandates"]


def test_python_dict_and_list_directly():
    assert calls(parse_action(BAL)) == [("get_account_balance", {"account_ids": ["SB1234567890"]})]
    assert [c.name for c in parse_action([BAL, BAL]).tool_calls] == ["get_account_balance"] * 2
    assert [c.name for c in parse_action((BAL,)).tool_calls] == ["get_account_balance"]


@pytest.mark.parametrize("action,fragment", [
    ('{"name": "get_account_balance", "arguments": {"account_ids": ["SB1"]', "could not parse"),
    ('{"foo": 1}', "not a tool call"),
    ('{"name": 5, "arguments": {}}', "name"),
    ('{"name": "", "arguments": {}}', "empty name"),
    ("[]", "empty list"),
    ({"role": "user", "content": "hi"}, "assistant"),
    ({"name": "x", "arguments": {"a": {1, 2}}}, "JSON-serializable"),
    (12345, "must be text"),
    ([1, 2], "JSON object"),
])
def test_failed_calls_have_clear_errors(action, fragment):
    parsed = parse_action(action)
    assert parsed.kind == "tool_calls" and parsed.errors
    assert any(fragment in e for e in parsed.errors), parsed.errors


def test_too_many_calls_and_too_long():
    many = parse_action(json.dumps([BAL] * (MAX_TOOL_CALLS + 1)))
    assert many.errors and "too many" in many.errors[0]
    huge = '{"name": "x", "arguments": {"q": "' + "a" * (MAX_ACTION_CHARS + 10) + '"}}'
    assert "too long" in parse_action(huge).errors[0]
    long_message = parse_action("a" * (MAX_ACTION_CHARS * 2))
    assert not long_message.is_message and "MESSAGE_TOO_LONG" in long_message.errors[0]


def test_a_message_longer_than_a_chat_allows_is_a_failed_call_never_delivered():
    from bank_gym.actions import MAX_MESSAGE_CHARS

    assert parse_action("a" * MAX_MESSAGE_CHARS).is_message
    padded = parse_action("Your balance is fine." + "\u200b" * 20_050 + " Your FD matured at ₹9,99,999.")
    assert not padded.is_message and padded.tool_calls[0].name == "send_message"
    beside = parse_action({"role": "assistant", "content": "x" * (MAX_MESSAGE_CHARS + 1),
                           "tool_calls": [{"id": "1", "type": "function", "function": BAL}]})
    assert [c.failed for c in beside.tool_calls] == [True]  # no call of that turn runs


def test_deep_nesting_and_cycles_never_raise():
    deep = "[" * 200_000
    assert parse_action(deep).kind in ("message", "tool_calls")
    nested = '{"name": "x", "arguments": ' + '{"a": ' * 50_000 + "1" + "}" * 50_000 + "}"
    assert parse_action(nested).errors
    cyclic: dict = {"name": "x"}
    cyclic["arguments"] = cyclic
    assert parse_action(cyclic).errors
    d: dict = {}
    x = d
    for _ in range(100_000):
        x["a"] = {}
        x = x["a"]
    parse_action({"name": "x", "arguments": d})


def test_binary_and_surrogates_become_valid_utf8():
    for action in (b"\xff\xfe\x00garbage", "\ud800 lone surrogate", bytearray(b"\x80\x81")):
        parsed = parse_action(action)
        assert parsed.is_message
        parsed.message.encode("utf-8")
    call = parse_action('{"name": "x\ud800", "arguments": "{\\"q\\": \\"\ud800\\"}"}')
    for c in call.tool_calls:
        c.name.encode("utf-8")
        c.arguments.encode("utf-8")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


@st.composite
def wild_actions(draw):
    kind = draw(st.integers(0, 7))
    if kind == 0:
        return draw(st.text(max_size=300))
    if kind == 1:
        return draw(st.binary(max_size=200))
    if kind == 2:
        return json.dumps(draw(json_values))
    if kind == 3:
        text = json.dumps({"name": draw(st.text(max_size=30)), "arguments": draw(json_values)})
        return text[: draw(st.integers(0, len(text)))]
    if kind == 4:
        body = json.dumps({"name": draw(st.text(max_size=30)), "arguments": draw(json_values)})
        tail = draw(st.sampled_from(["</tool_call>", "", "</tool_call> trailing", "<tool_call>"]))
        return draw(st.text(max_size=20)) + "<tool_call>" + body[: draw(st.integers(0, len(body)))] + tail
    if kind == 5:
        return draw(json_values)
    if kind == 6:
        return {"role": draw(st.sampled_from(["assistant", "user", 3])), "content": draw(json_values),
                "tool_calls": draw(st.lists(json_values, max_size=3) | json_values)}
    return draw(st.sampled_from(["{", "[", "```", "```json\n{", "<tool_call>", "{\"name\"", "[{}]", "[[", "\x00"]))


@settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck))
@given(wild_actions())
def test_parse_never_raises(action):
    parsed = parse_action(action)
    assert parsed.kind in ("message", "tool_calls")
    if parsed.is_message:
        assert isinstance(parsed.message, str)
        parsed.message.encode("utf-8")
    else:
        assert parsed.tool_calls and len(parsed.tool_calls) <= MAX_TOOL_CALLS
        for call in parsed.tool_calls:
            assert isinstance(call.name, str) and isinstance(call.arguments, str)
            call.arguments.encode("utf-8")


@pytest.mark.parametrize("action", [
    '{"name": "send_message", "arguments": {"message": "Could you tell me the account number?"}}',
    '<tool_call>\n{"name": "send_message", "arguments": {"message": "Could you tell me the account number?"}}\n</tool_call>',
    {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
        "name": "send_message", "arguments": "{\"message\": \"Could you tell me the account number?\"}"}}]},
])
def test_a_lone_send_message_call_is_a_message_to_the_customer(action):
    parsed = parse_action(action)
    assert parsed.is_message and parsed.message == "Could you tell me the account number?"


def test_send_message_mixed_with_tools_or_malformed_stays_a_tool_call():
    mixed = parse_action('[{"name": "send_message", "arguments": {"message": "hi"}}, {"name": "get_gold_rate", "arguments": {"purity_karat": 22}}]')
    assert not mixed.is_message and [c.name for c in mixed.tool_calls] == ["send_message", "get_gold_rate"]
    assert not parse_action('{"name": "send_message", "arguments": {"message": 42}}').is_message
    assert not parse_action('{"name": "send_message", "arguments": {"text": "hi"}}').is_message
