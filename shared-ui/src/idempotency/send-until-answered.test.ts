import { sendUntilAnswered } from './send-until-answered.ts';

// Asking again is for requests the api never answered; an answer of its own ends the tries.

const noAnswer = new Error('connection reset');
const unanswered = (error: unknown) => error === noAnswer;
const noWaits = [0, 0, 0];

describe('sendUntilAnswered', () => {
  it('asks again after no answer and returns the first answer that comes', async () => {
    const send = jest.fn().mockRejectedValueOnce(noAnswer).mockResolvedValueOnce('order CZ26000321');
    await expect(sendUntilAnswered(send, unanswered, noWaits)).resolves.toBe('order CZ26000321');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after an answer of the api, such as a refusal', async () => {
    const refusal = { status: 409, data: { code: 'out_of_stock' } };
    const send = jest.fn().mockRejectedValue(refusal);
    await expect(sendUntilAnswered(send, unanswered, noWaits)).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last wait and hands the failure on', async () => {
    const send = jest.fn().mockRejectedValue(noAnswer);
    await expect(sendUntilAnswered(send, unanswered, noWaits)).rejects.toBe(noAnswer);
    expect(send).toHaveBeenCalledTimes(noWaits.length + 1);
  });
});
