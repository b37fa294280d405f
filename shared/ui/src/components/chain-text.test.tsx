import { render } from "@testing-library/react";
import { ChainText } from "./chain-text";

describe("ChainText", () => {
  it("isolates the text in its own bidirectional run and keeps it as text", () => {
    const { container } = render(
      <p>
        <ChainText>{"שלום 12 <b>x</b>"}</ChainText> (GAMER)
      </p>
    );
    const isolate = container.querySelector("p > bdi");
    expect(isolate?.textContent).toBe("שלום 12 <b>x</b>");
    expect(isolate?.children).toHaveLength(0);
    expect(container.querySelector("p")?.textContent).toBe(
      "שלום 12 <b>x</b> (GAMER)"
    );
  });
});
