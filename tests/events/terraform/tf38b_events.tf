# Another account may put events on the custom bus (issue 38).
resource "aws_cloudwatch_event_permission" "partner" {
  principal      = "111122223333"
  statement_id   = "partner-puts"
  event_bus_name = aws_cloudwatch_event_bus.shop.name
}
