# A composite alarm over the backlog alarm and a second one on the age of the oldest message: the
# queue is in trouble when both fire (one named, one by ARN in the rule).
resource "aws_cloudwatch_metric_alarm" "stale" {
  alarm_name          = "${var.prefix}-stale"
  namespace           = "AWS/SQS"
  metric_name         = "ApproximateAgeOfOldestMessage"
  dimensions          = { QueueName = aws_sqs_queue.source.name }
  statistic           = "Maximum"
  period              = 60
  evaluation_periods  = 1
  threshold           = 600
  comparison_operator = "GreaterThanThreshold"
  treat_missing_data  = "notBreaching"
}

resource "aws_cloudwatch_composite_alarm" "queue" {
  alarm_name        = "${var.prefix}-queue-in-trouble"
  alarm_description = "backlog and stale messages together"
  alarm_rule        = "ALARM(${aws_cloudwatch_metric_alarm.backlog.alarm_name}) AND ALARM(\"${aws_cloudwatch_metric_alarm.stale.arn}\")"
  actions_enabled   = false
  tags              = { kind = "composite" }
}
